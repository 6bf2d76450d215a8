// Receipts through GET /api/transactions/:id/receipt.png and .pdf, and the public check page's lookup.
import { GET as pngRoute } from "@/app/api/transactions/[id]/receipt.png/route";
import { GET as pdfRoute } from "@/app/api/transactions/[id]/receipt.pdf/route";
import { GET as listRoute } from "@/app/api/transactions/route";
import { Browser, SAME_ORIGIN, useAppDatabase } from "@/test/api-harness";
import { onboard } from "@/test/onboard";
import { addMoney, transfer } from "@/test/money";
import type { TestDatabase } from "@/test/test-database";
import { pdfPlacements, pdfText } from "@/test/read-pdf-text";
import { checkReceipt } from "./check-receipt";
import { receiptToken } from "./receipt-link";

// Satori loads its WebAssembly through a dynamic import Jest cannot run: here ImageResponse keeps what it was
// asked to draw and answers with a PNG's signature. The e2e test downloads the real image.
const drawn: unknown[] = [];
jest.mock("next/og", () => ({
  ImageResponse: class extends Response {
    constructor(element: unknown, options: { headers: HeadersInit }) {
      super(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), options);
      drawn.push(element);
    }
  },
}));

/** Every string and number in a React element tree, in order. */
function textOf(node: unknown): string {
  if (typeof node === "string" || typeof node === "number") return String(node);
  if (Array.isArray(node)) return node.map(textOf).join("\n");
  if (node && typeof node === "object" && "props" in node) {
    // WithNaira draws its `text` itself (the naira sign as an SVG): its text is that prop.
    const props = (node as { props: { children?: unknown; text?: string } }).props;
    return props.text ?? textOf(props.children);
  }
  return "";
}

let t: TestDatabase;
let close: () => Promise<void>;
let alice: Browser;
let bob: Browser;
let sent: { id: number; transactionReference: string; recipientAccountNumber: string };
let alicePerson: { fullName: string; phoneNumber: string };

beforeAll(async () => {
  ({ t, close } = await useAppDatabase());
  ({ browser: alice } = await onboard());
  ({ browser: bob } = await onboard());
  await addMoney(alice, "5000");
  await transfer(alice, "1250.50", { description: "rent from Alice" });
  const list = await alice.call(listRoute, { path: "/api/transactions?type=sent" });
  sent = list.body.data.transactions[0];
  const wallet = await t.db.transaction.findUniqueOrThrow({
    where: { transactionReference: sent.transactionReference },
    select: { user: { select: { fullName: true, phoneNumber: true } } },
  });
  alicePerson = wallet.user;
});
afterAll(async () => {
  await close();
});

/** The raw bytes of a receipt route's answer (the harness reads answers as text). */
async function fetchFile(route: typeof pdfRoute, browser: Browser, id: string) {
  const request = new Request(`http://localhost/api/transactions/${id}/receipt`, {
    headers: { ...SAME_ORIGIN, cookie: browser.cookieHeader() },
  });
  const response = await route(request, { params: Promise.resolve({ id }) });
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
}

describe("GET /api/transactions/:id/receipt.pdf", () => {
  it("gives the owner a PDF with the amount, the recipient, the reference and the link, never the sender", async () => {
    const answer = await fetchFile(pdfRoute, alice, String(sent.id));
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("application/pdf");
    expect(answer.headers.get("cache-control")).toContain("no-store");
    const { pages, title } = await pdfText(answer.bytes);
    const text = pages.join("\n");
    expect(pages).toHaveLength(1);
    expect(title).toContain(sent.transactionReference);
    expect(text).toContain(sent.transactionReference);
    expect(text).toContain("1,250.50");
    expect(text).toContain(`******${sent.recipientAccountNumber.slice(-4)}`);
    expect(text).not.toContain(sent.recipientAccountNumber);
    expect(text.replace(/\n/g, "")).toContain(`/r/${receiptToken(sent.transactionReference)}`);
    expect(text).not.toContain(alicePerson.fullName);
    for (const part of alicePerson.fullName.split(" ")) expect(text).not.toContain(part);
    expect(text).not.toContain(alicePerson.phoneNumber.slice(-10));
    expect(text).not.toContain("rent from Alice");
    // Everything it draws is on the page, the QR code included, above the bottom margin.
    expect((await pdfPlacements(answer.bytes)).lowest).toBeGreaterThanOrEqual(24);
  });

  it("is written in the owner's language", async () => {
    await t.db.userSettings.updateMany({
      data: { language: "fr" },
      where: { user: { transactions: { some: { id: sent.id } } } },
    });
    const { pages } = await pdfText((await fetchFile(pdfRoute, alice, String(sent.id))).bytes);
    expect(pages[0]).toContain("Reçu de virement");
    expect(pages[0]!.replace(/\u00a0/g, " ")).toContain("1 250,50");
    await t.db.userSettings.updateMany({
      data: { language: "en" },
      where: { user: { transactions: { some: { id: sent.id } } } },
    });
  });

  it("is as absent for anyone else, or signed out, as a transaction that does not exist", async () => {
    expect((await fetchFile(pdfRoute, bob, String(sent.id))).status).toBe(404);
    expect((await fetchFile(pdfRoute, alice, "99999999")).status).toBe(404);
    expect((await fetchFile(pdfRoute, new Browser(), String(sent.id))).status).toBe(401);
  });
});

describe("GET /api/transactions/:id/receipt.png", () => {
  it("draws the owner's receipt, never the sender, and nothing for anyone else", async () => {
    const answer = await fetchFile(pngRoute, alice, String(sent.id));
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("image/png");
    expect(answer.headers.get("content-disposition")).toContain(`${sent.transactionReference}.png`);
    const text = textOf(drawn.at(-1));
    expect(text).toContain("₦1,250.50");
    expect(text).toContain(sent.transactionReference);
    expect(text).toContain(`/r/${receiptToken(sent.transactionReference)}`);
    expect(text).not.toContain(alicePerson.fullName);
    expect(text).not.toContain(alicePerson.phoneNumber.slice(-10));
    const before = drawn.length;
    expect((await fetchFile(pngRoute, bob, String(sent.id))).status).toBe(404);
    expect(drawn.length).toBe(before);
  });
});

describe("the receipt check", () => {
  it("says a genuine link's status, amount and recipient's bank, and nothing about the sender", async () => {
    const checked = await checkReceipt(t.db, receiptToken(sent.transactionReference), "en");
    expect(checked).toMatchObject({ genuine: true });
    const shown = JSON.stringify(checked);
    expect(shown).toContain("1,250.50");
    expect(shown).toContain(sent.transactionReference);
    expect(shown).not.toContain(alicePerson.fullName);
    expect(shown).not.toContain(alicePerson.phoneNumber.slice(-10));
  });

  it("answers a forged signature and an unknown reference alike", async () => {
    const forged = `${sent.transactionReference}.${"A".repeat(22)}`;
    const unknown = receiptToken("VEIL00000000000000000000");
    expect(await checkReceipt(t.db, forged, "en")).toEqual({ genuine: false });
    expect(await checkReceipt(t.db, unknown, "en")).toEqual({ genuine: false });
  });
});
