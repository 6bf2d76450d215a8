import { renderToStaticMarkup } from "react-dom/server";
import DashboardPage from "./page";
import { PageFrame } from "@/components/frame/page-frame";
import { inLanguage } from "@/test/intl";

const reads = { walletOf: jest.fn(), getSessionUser: jest.fn() };
const user = { id: "u1", fullName: "Adaeze Okafor" };
jest.mock("@/server/web/session", () => ({
  requireUser: async () => user,
  getSessionUser: () => reads.getSessionUser(),
}));
jest.mock("@/server/db", () => ({ db: {} }));
jest.mock("@/server/money/wallet-summary", () => ({
  walletOf: () => reads.walletOf(),
  recentTransactions: async () => [],
}));
jest.mock("@/server/money/funding-accounts/virtual-account-view", () => ({ assignedAccount: async () => null }));
jest.mock("@/server/auth/sessions/list-sessions", () => ({ hasSignedInBefore: async () => true }));
jest.mock("next/headers", () => ({ cookies: async () => ({ get: () => undefined }) }));

/** What pg says when a stalled server never answers a query. */
const stalled = () => new Error("Query read timeout");

describe("the dashboard while the database stalls", () => {
  let log: jest.SpyInstance;
  beforeEach(() => {
    log = jest.spyOn(console, "error").mockImplementation(() => undefined);
  });
  afterEach(() => log.mockRestore());

  it("shows the notice when the stall begins after the session was read, not Next's error page", async () => {
    reads.walletOf.mockRejectedValue(stalled());
    const html = renderToStaticMarkup(inLanguage(await DashboardPage({})));
    expect(html).toContain("Veil is briefly unavailable");
    expect(html).toContain("Your money is safe; please try again in a minute.");
  });
});

describe("the page frame of a public page, for someone signed in, while the database stalls", () => {
  it("shows the notice instead of failing the render", async () => {
    reads.getSessionUser.mockRejectedValue(stalled());
    const log = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const html = renderToStaticMarkup(inLanguage(await PageFrame({ children: <p>the questions</p> })));
    log.mockRestore();
    expect(html).toContain("Your money is safe; please try again in a minute.");
    expect(html).not.toContain("the questions");
  });
});
