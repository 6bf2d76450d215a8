import { renderToStaticMarkup } from "react-dom/server";
import { redirect } from "next/navigation";
import { orUnavailableNotice } from "./unavailable-page";
import { inLanguage } from "@/test/intl";

/** What pg says when a stalled server never answers a query. */
const stalled = () => new Error("Query read timeout");

async function render(page: () => Promise<React.ReactNode>) {
  return renderToStaticMarkup(inLanguage(await orUnavailableNotice(page)({})));
}

describe("a page whose data cannot be read because the database stalled", () => {
  let log: jest.SpyInstance;
  beforeEach(() => {
    log = jest.spyOn(console, "error").mockImplementation(() => undefined);
  });
  afterEach(() => log.mockRestore());

  it("shows the notice with the sentence and a way to try again, instead of failing the render", async () => {
    const html = await render(async () => {
      await Promise.reject(stalled());
      return <p>the balance</p>;
    });
    expect(html).toContain("Veil is briefly unavailable");
    expect(html).toContain("Your money is safe; please try again in a minute.");
    expect(html).toContain("Try again");
    expect(html).not.toContain("the balance");
  });

  it("renders the page when its reads answer, and leaves every other error, redirects included, to Next", async () => {
    expect(await render(async () => <p>the balance</p>)).toContain("the balance");
    await expect(render(() => Promise.reject(new TypeError("a bug")))).rejects.toThrow("a bug");
    await expect(render(async () => redirect("/login"))).rejects.toMatchObject({
      digest: expect.stringContaining("NEXT_REDIRECT"),
    });
  });
});
