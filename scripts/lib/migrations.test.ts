import { migrationFolderName } from "./migrations";

describe("migrationFolderName", () => {
  it("is a UTC timestamp and a snake_case name, as Prisma names migrations", () => {
    expect(migrationFolderName("Add user settings", new Date("2026-11-21T09:05:07Z"))).toBe(
      "20261121090507_add_user_settings",
    );
  });

  it("refuses an empty name", () => {
    expect(() => migrationFolderName("  ")).toThrow("A migration needs a name");
  });
});
