// Cuts the parts of Dojah's OpenAPI document (1.7 MB, every product) that Veil calls into
// test/fixtures/dojah/: dojah-messaging.json (the /messaging paths, unchanged) and dojah-kyc.json (the
// identity operations the identity adapter calls, with their schemas; examples dropped, because some of the
// document's examples look like real people's records). The contract server and the adapters' types read the
// slices, corrected by overlay.json, never the whole document.
// Usage: tsx scripts/dojah-slice.ts <path to Dojah's api.yaml>, then `npx prettier --write test/fixtures/dojah`
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";

type Node = Record<string, unknown>;

/** The identity operations: BVN, NIN and phone lookups, the two selfie checks, liveness, address. */
export const KYC_PATHS = [
  "/api/v1/kyc/bvn/full",
  "/api/v1/kyc/nin",
  "/api/v1/kyc/phone_number",
  "/v1/kyc/bvn/verify",
  "/api/v1/kyc/nin/verify",
  "/api/v1/ml/liveness",
  "/api/v1/kyc/address",
];

function withoutExamples(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutExamples);
  if (typeof node !== "object" || node === null) return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key]) => key !== "example" && key !== "examples")
      .map(([key, value]) => [key, withoutExamples(value)]),
  );
}

/** The schemas `node` references, transitively, by name. */
export function referencedSchemas(node: unknown, all: Node): Node {
  const schemas: Node = {};
  const collect = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(collect);
    if (typeof value !== "object" || value === null) return;
    for (const [key, child] of Object.entries(value)) {
      if (key === "$ref" && typeof child === "string") {
        const name = child.replace("#/components/schemas/", "");
        if (!(name in schemas)) {
          schemas[name] = all[name];
          collect(all[name]);
        }
      } else collect(child);
    }
  };
  collect(node);
  return schemas;
}

function slice(document: Node, name: string, paths: Node, note: string, clean: (node: unknown) => unknown) {
  const components = document.components as { schemas: Node; securitySchemes: Node };
  const schemas = referencedSchemas(paths, components.schemas);
  const result = {
    openapi: document.openapi,
    info: { ...(document.info as Node), "x-veil-slice": note },
    servers: document.servers,
    paths: clean(paths),
    components: { securitySchemes: components.securitySchemes, schemas: clean(schemas) },
  };
  const target = path.join(__dirname, "..", "test", "fixtures", "dojah", `dojah-${name}.json`);
  writeFileSync(target, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`${Object.keys(paths).length} paths, ${Object.keys(schemas).length} schemas -> ${target}`);
}

function main() {
  const source = process.argv[2];
  if (!source) throw new Error("Usage: tsx scripts/dojah-slice.ts <api.yaml>");
  const document = parse(readFileSync(source, "utf8")) as Node;
  const allPaths = document.paths as Node;
  slice(
    document,
    "messaging",
    Object.fromEntries(Object.entries(allPaths).filter(([name]) => name.includes("/messaging/"))),
    "messaging paths of Dojah's api.yaml, unchanged",
    (node) => node,
  );
  slice(
    document,
    "kyc",
    Object.fromEntries(
      KYC_PATHS.map((name) => {
        if (!allPaths[name]) throw new Error(`No path ${name} in the document`);
        return [name, allPaths[name]];
      }),
    ),
    "the identity paths Veil calls, from Dojah's api.yaml, unchanged but for their examples (dropped)",
    withoutExamples,
  );
}

if (require.main === module) main();
