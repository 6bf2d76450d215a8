// Every route handler goes through one of the wrappers in handler.ts (staffRoute, for the staff console, wraps
// publicRoute), and the requests that move money with the transaction PIN through pinRoute, whose one statement
// checks the session and the PIN. A new route with no wrapper fails here rather than in review.
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
      .filter((file) => !/\b(publicRoute|userRoute|pinRoute|serverToServerRoute|staffRoute)\(/.test(source(file)))
      .map(name);
    expect(bare).toEqual(["health"]);
  });

  it("that move money with the PIN check it through pinRoute, and no other reads a PIN beside its body", () => {
    const withPin = routes(API)
      .filter((file) => /\bpinRoute\(/.test(source(file)))
      .map(name);
    expect(withPin.sort()).toEqual(["add-money", "transfer", "transfer/card"]);
    const readingPin = routes(API)
      .filter((file) => /\b(withTransactionPin|requireTransactionPin|signedInWithPin)\b/.test(source(file)))
      .map(name);
    expect(readingPin).toEqual([]);
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
