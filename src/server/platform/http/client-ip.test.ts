import { SHARED_CLIENT, clientIp } from "./client-ip";

const headers = (values: Record<string, string>) => new Headers(values);

describe("clientIp", () => {
  it("believes no header when the deployment names no proxy: every client shares one address", () => {
    const trust = { vercel: false, trustedProxies: 0 };
    expect(clientIp(headers({ "x-forwarded-for": "198.51.100.7" }), trust)).toBe(SHARED_CLIENT);
    expect(clientIp(headers({ "x-real-ip": "198.51.100.8" }), trust)).toBe(SHARED_CLIENT);
  });

  it("takes the entry the trusted proxy appended, not the ones a client wrote before it", () => {
    const forged = headers({ "x-forwarded-for": "1.2.3.4, 5.6.7.8, 203.0.113.9" });
    expect(clientIp(forged, { vercel: false, trustedProxies: 1 })).toBe("203.0.113.9");
    expect(clientIp(forged, { vercel: false, trustedProxies: 2 })).toBe("5.6.7.8");
    expect(clientIp(headers({ "x-forwarded-for": "203.0.113.9" }), { vercel: false, trustedProxies: 3 })).toBe(
      "203.0.113.9",
    );
  });

  it("on Vercel reads Vercel's own header and ignores X-Forwarded-For", () => {
    const trust = { vercel: true, trustedProxies: 0 };
    const sent = headers({ "x-forwarded-for": "1.2.3.4", "x-vercel-forwarded-for": "203.0.113.10" });
    expect(clientIp(sent, trust)).toBe("203.0.113.10");
    expect(clientIp(headers({ "x-forwarded-for": "1.2.3.4" }), trust)).toBe(SHARED_CLIENT);
  });
});
