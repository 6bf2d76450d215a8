// Every route handler goes through one of the wrappers in handler.ts (staffRoute, for the staff console, wraps
// publicRoute), and only the transfer skips the session
// check in TypeScript (send_money checks it in the statement that moves the money). A new route that reaches
// for sessionRoute, or for no wrapper, fails here rather than in review.
import { readFileSync } from "node:fs";
import path from "node:path";
import { sourceFiles } from "@/test/source-files";

const API = path.join(__dirname, "../../app/api");

const routes = (dir: string) => sourceFiles(dir, (name) => name === "route.ts");

const source = (file: string) => readFileSync(file, "utf8");
const name = (file: string) => path.relative(API, path.dirname(file));

describe("route handlers", () => {
  it("each answer through a wrapper that maps errors (health answers its own 503)", () => {
    const bare = routes(API)
      .filter((file) => !/\b(publicRoute|userRoute|sessionRoute|serverToServerRoute|staffRoute)\(/.test(source(file)))
      .map(name);
    expect(bare).toEqual(["health"]);
  });

  it("leave the session check to the database only in the transfer", () => {
    const tokenOnly = routes(API)
      .filter((file) => /\bsessionRoute\(/.test(source(file)))
      .map(name);
    expect(tokenOnly).toEqual(["transfer"]);
  });
});

describe("the staff console's handlers", () => {
  it("each check a staff session and a role (staffRoute), except signing in and out", () => {
    const staff = routes(path.join(API, "staff"))
      .filter((file) => !/\bstaffRoute\(/.test(source(file)))
      .map(name);
    expect(staff).toEqual(["staff/login", "staff/logout"]);
  });
});
