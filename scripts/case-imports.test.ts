import { execFileSync } from "node:child_process";

// `npm run case` runs outside Next, under the react-server condition (as `server-only` requires). A module on its
// path that reaches a request's helpers (next/headers, the session) pulls React's client half in and the command
// dies before it moves any case; the e2e finds that only at its end, this finds it in seconds.
it("support's command line loads the case service under the react-server condition", () => {
  const loaded = execFileSync(
    process.execPath,
    [
      "--conditions=react-server",
      "--import",
      "tsx",
      "-e",
      "await import('./src/server/cases/move-case.ts'); console.log('loaded')",
    ],
    { encoding: "utf8", stdio: "pipe" },
  );
  expect(loaded.trim()).toBe("loaded");
}, 60_000);
