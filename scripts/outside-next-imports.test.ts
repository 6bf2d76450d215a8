import { execFileSync } from "node:child_process";

// Commands that run outside Next do so under the react-server condition (as `server-only` requires): the demo
// account's seed (`npm start`, and the e2e servers) and support's `npm run case`. A module on their path that
// reaches a request's helpers (next/headers, the session) pulls React's client half in and the command dies
// before it does anything; the e2e finds that only when its servers fail to start, this finds it in seconds.
it.each([
  ["the demo account's seed", "./prisma/seed.ts"],
  ["support's command line", "./src/server/support/cases/move-case.ts"],
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

// Each module's front door, loaded first and alone: the modules import each other's doors, so a value a file
// computes at import from another file of a cycle would be read before it exists, and the process would stop
// with "Cannot access ... before initialization". Where a route loads a module first, this is what it loads.
it.each(["platform", "auth", "identity", "money", "notify", "documents", "support", "vendors"])(
  "the %s module's front door loads on its own",
  (module) => {
    const loaded = execFileSync(
      process.execPath,
      [
        "--conditions=react-server",
        "--import",
        "tsx",
        "-e",
        `const door = await import("./src/server/${module}/index.ts"); console.log(Object.values(door).filter((value) => value === undefined).length)`,
      ],
      { encoding: "utf8", stdio: "pipe" },
    );
    // Every name the door exports has a value once it has loaded.
    expect(loaded.trim()).toBe("0");
  },
  60_000,
);
