// npm run lockfile:platforms - puts back into package-lock.json the platform binaries (macOS, Windows, ARM,
// ...) that this machine's npm registry does not serve. Without them `npm ci` reports the lockfile out of
// sync ("Missing: @next/swc-darwin-arm64@ from lock file"); with them it skips each one whose os/cpu does
// not match, as it would anywhere. Run it after an `npm install` that changes the lockfile.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ROOT } from "./lib/migrations";

type Entry = {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  optionalDependencies?: Record<string, string>;
  [key: string]: unknown;
};

const OS = ["android", "darwin", "freebsd", "linux", "openharmony", "win32", "sunos", "aix", "netbsd", "openbsd"];
const CPU = ["arm64", "x64", "ia32", "arm", "loong64", "ppc64", "riscv64", "s390x", "wasm32"];

/** "resolver-binding-linux-arm-musleabihf" -> linux / arm / musl, from the name's platform words. */
export function platformOf(name: string): Pick<Entry, "os" | "cpu" | "libc"> | null {
  const words = name.split("/").pop()!.split("-");
  const cpu = CPU.find((candidate) => words.includes(candidate));
  if (!cpu) return null;
  const os = OS.find((candidate) => words.includes(candidate));
  const last = words[words.length - 1] ?? "";
  const libc =
    os === "linux" ? (last.startsWith("musl") ? "musl" : last.startsWith("gnu") ? "glibc" : undefined) : undefined;
  return { ...(os ? { os: [os] } : {}), cpu: [cpu], ...(libc ? { libc: [libc] } : {}) };
}

function main() {
  const file = path.join(ROOT, "package-lock.json");
  const lock = JSON.parse(readFileSync(file, "utf8")) as { packages: Record<string, Entry> };
  const added: string[] = [];
  for (const [key, parent] of Object.entries(lock.packages)) {
    for (const [name, version] of Object.entries(parent.optionalDependencies ?? {})) {
      const nested = `${key}/node_modules/${name}`;
      const hoisted = `node_modules/${name}`;
      if (lock.packages[nested] || lock.packages[hoisted]) continue;
      const platform = platformOf(name);
      if (!platform) continue;
      lock.packages[hoisted] = {
        version,
        ...(parent.dev ? { dev: true } : {}),
        optional: true,
        ...platform,
      };
      added.push(`${name}@${version}`);
    }
  }
  lock.packages = Object.fromEntries(
    Object.entries(lock.packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
  );
  writeFileSync(file, JSON.stringify(lock, null, 2) + "\n");
  console.log(added.length ? `Added ${added.length} platform entries:\n  ${added.join("\n  ")}` : "Nothing to add.");
}

if (require.main === module) main();
