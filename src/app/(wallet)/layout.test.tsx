import { renderToStaticMarkup } from "react-dom/server";
import WalletLayout from "./layout";
import RootLayout from "../layout";
import { inLanguage } from "@/test/intl";

const session = { getSessionUser: jest.fn() };
jest.mock("@/server/web/session", () => ({ getSessionUser: () => session.getSessionUser() }));

/** What pg says when a stalled server never answers a query. */
const stalled = () => new Error("Query read timeout");

async function render(layout: typeof WalletLayout) {
  return renderToStaticMarkup(inLanguage(await layout({ children: <p>the dashboard</p> })));
}

describe("signed-in pages while the database is unreachable", () => {
  let log: jest.SpyInstance;
  beforeEach(() => {
    log = jest.spyOn(console, "error").mockImplementation(() => undefined);
  });
  afterEach(() => log.mockRestore());

  it("render the friendly sentence in the server's HTML instead of the page", async () => {
    session.getSessionUser.mockRejectedValue(stalled());
    const html = await render(WalletLayout);
    expect(html).toContain("Veil is briefly unavailable");
    expect(html).toContain("Your money is safe; please try again in a minute.");
    expect(html).toContain("Try again");
    expect(html).not.toContain("the dashboard");
  });

  it("keep the root layout rendering, in the default look", async () => {
    session.getSessionUser.mockRejectedValue(stalled());
    const html = await render(RootLayout);
    expect(html).toContain("the dashboard");
    expect(html).toContain('data-theme="light"');
  });

  it("render the page when the database answers, and fail the render for any other error", async () => {
    session.getSessionUser.mockResolvedValue(null);
    expect(await render(WalletLayout)).toContain("the dashboard");
    session.getSessionUser.mockRejectedValue(new TypeError("a bug"));
    await expect(render(WalletLayout)).rejects.toThrow("a bug");
  });
});
