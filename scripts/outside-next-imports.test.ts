import { execFileSync } from "node:child_process";

// Commands that run outside Next do so under the react-server condition (as `server-only` requires): the demo
// account's seed (`npm start`, and the e2e servers) and support's `npm run case`. A module on their path that
// reaches a request's helpers (next/headers, the session) pulls React's client half in and the command dies
// before it does anything; the e2e finds that only when its servers fail to start, this finds it in seconds.
it.each([
  ["the demo account's seed", "./prisma/seed.ts"],
  ["support's command line", "./src/server/cases/move-case.ts"],
])(
  "%s loads under the react-server condition",
  (_, file) => {
    const loaded = execFileSync(
      process.execPath,
      [
        "--conditions=react-server",
        "--import",
        "tsx",
        "-e",
        `await import(${JSON.stringify(file)}); console.log('loaded')`,
      ],
      { encoding: "utf8", stdio: "pipe" },
    );
    expect(loaded.trim()).toBe("loaded");
  },
  60_000,
);
