// Checks one HTTP request against a vendor's OpenAPI document: its path, method, query, path parameters and
// JSON body. The contract servers (test/paystack, test/dojah) answer a request that fails with 400 and record
// it, so a test fails whenever the adapter drifts from the vendor's document.
import OpenAPIBackend, { type Document, type Request as OpenApiRequest } from "openapi-backend";

export type RequestShape = {
  method: string;
  path: string;
  headers: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
};

export type ContractAnswer =
  | { ok: true; operationId: string; params: Record<string, string> }
  | { ok: false; status: 400 | 404; violation: string };

/** `quick` compiles each request validator when first used and skips response validation. */
export async function requestContract(definition: Record<string, unknown>) {
  const api = new OpenAPIBackend({
    definition: definition as unknown as Document,
    quick: true,
    validate: true,
    coerceTypes: true,
    ajvOpts: { strict: false, allErrors: true },
  });
  await api.init();
  return (request: RequestShape): ContractAnswer => {
    const operation = api.matchOperation(request as OpenApiRequest);
    if (!operation) {
      return {
        ok: false,
        status: 404,
        violation: `${request.method} ${request.path}: no such operation in the document`,
      };
    }
    const operationId = operation.operationId!;
    const parsed = api.router.parseRequest(request as OpenApiRequest, operation);
    const validation = api.validateRequest(parsed, operation);
    if (!validation.valid) {
      const detail = (validation.errors ?? [])
        .map((error) => `${error.instancePath || "(root)"} ${error.message}`)
        .join("; ");
      return { ok: false, status: 400, violation: `${operationId}: ${detail}` };
    }
    const params = Object.fromEntries(Object.entries(parsed.params ?? {}).map(([key, value]) => [key, String(value)]));
    return { ok: true, operationId, params };
  };
}
