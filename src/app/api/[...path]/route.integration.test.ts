// An /api address that no route answers gets the API's own 404: JSON, in the person's language.
import { Browser, useAppDatabase } from "@/test/api-harness";
import { GET, POST } from "./route";

let close: () => Promise<void>;
beforeAll(async () => {
  ({ close } = await useAppDatabase());
});
afterAll(() => close());

const at = { path: "/api/nope", params: { path: "nope" } };

describe("an unknown API address", () => {
  it("answers 404 with a message in the request's language, for any method", async () => {
    expect(await new Browser({ "accept-language": "fr" }).call(GET, at)).toMatchObject({
      status: 404,
      body: { message: "Introuvable." },
    });
    expect(await new Browser().call(POST, at)).toMatchObject({ status: 404, body: { message: "Not found." } });
  });
});
