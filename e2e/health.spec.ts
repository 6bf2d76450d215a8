import { expect, test } from "./fixtures";

test("the production server reaches its database through Prisma", async ({ request }) => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ data: { status: "ok", database: "ok" } });
});
