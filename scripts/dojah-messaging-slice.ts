// Cuts the messaging part out of Dojah's OpenAPI document (1.7 MB, every KYC product) into
// test/fixtures/dojah/dojah-messaging.json: the /messaging paths, the schemas they reference and the security
// schemes, each unchanged. The contract server and the adapter's types read the slice, not the whole document.
// Usage: tsx scripts/dojah-messaging-slice.ts <path to Dojah's api.yaml>, then `npx prettier --write test/fixtures/dojah`
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";

type Node = Record<string, unknown>;

const source = process.argv[2];
if (!source) throw new Error("Usage: tsx scripts/dojah-messaging-slice.ts <api.yaml>");
const document = parse(readFileSync(source, "utf8")) as Node;
const allPaths = document.paths as Node;
const components = document.components as { schemas: Node; securitySchemes: Node };

const paths = Object.fromEntries(Object.entries(allPaths).filter(([name]) => name.includes("/messaging/")));
const schemas: Node = {};

function collect(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(collect);
  if (typeof node !== "object" || node === null) return;
  for (const [key, value] of Object.entries(node)) {
    if (key === "$ref" && typeof value === "string") {
      const name = value.replace("#/components/schemas/", "");
      if (!(name in schemas)) {
        schemas[name] = components.schemas[name];
        collect(schemas[name]);
      }
    } else collect(value);
  }
}
collect(paths);

const slice = {
  openapi: document.openapi,
  info: { ...(document.info as Node), "x-veil-slice": "messaging paths of Dojah's api.yaml, unchanged" },
  servers: document.servers,
  paths,
  components: { securitySchemes: components.securitySchemes, schemas },
};
const target = path.join(__dirname, "..", "test", "fixtures", "dojah", "dojah-messaging.json");
writeFileSync(target, `${JSON.stringify(slice, null, 2)}\n`);
console.log(`${Object.keys(paths).length} paths, ${Object.keys(schemas).length} schemas -> ${target}`);
