import { ApiError } from "./api-error";
import { CROSS_SITE_REFUSED, assertSameOrigin } from "./same-origin";
import { english } from "@/test/english";

const SELF_HOSTED = { vercel: false, trustedProxies: 0 };
const BEHIND_PROXY = { vercel: false, trustedProxies: 1 };
const VERCEL = { vercel: true, trustedProxies: 0 };

function post(headers: Record<string, string>) {
  return new Request("http://veil.example/api/transfer", { method: "POST", headers });
}

function refusal(request: Request, trust: typeof SELF_HOSTED): unknown {
  try {
    assertSameOrigin(request, trust);
    return null;
  } catch (error) {
    return error;
  }
}

describe("assertSameOrigin", () => {
  const forged = { host: "veil.example", origin: "https://evil.example", "x-forwarded-host": "evil.example" };

  it("ignores X-Forwarded-Host where no proxy is trusted: an Origin naming another host is refused", () => {
    const error = refusal(post(forged), SELF_HOSTED);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(403);
    expect((error as ApiError).message).toBe(english(CROSS_SITE_REFUSED));
  });

  it("accepts an Origin naming the Host where no proxy is trusted, whatever X-Forwarded-Host says", () => {
    const own = { host: "veil.example", origin: "https://veil.example", "x-forwarded-host": "evil.example" };
    expect(refusal(post(own), SELF_HOSTED)).toBeNull();
  });

  it("believes X-Forwarded-Host behind a trusted proxy and on Vercel", () => {
    const proxied = { host: "internal:3000", origin: "https://veil.example", "x-forwarded-host": "veil.example" };
    expect(refusal(post(proxied), BEHIND_PROXY)).toBeNull();
    expect(refusal(post(proxied), VERCEL)).toBeNull();
    expect(refusal(post(proxied), SELF_HOSTED)).toBeInstanceOf(ApiError);
  });
});
