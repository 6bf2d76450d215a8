import { PERMISSIONS_POLICY, STATIC_SECURITY_HEADERS, pageContentSecurityPolicy } from "./security-headers";

function features(policy: string): Map<string, string> {
  return new Map(policy.split(",").map((part) => part.trim().split("=") as [string, string]));
}

describe("Permissions-Policy", () => {
  it("lets Veil's own pages ask for the camera (the selfie), and no frame or other origin", () => {
    expect(features(PERMISSIONS_POLICY).get("camera")).toBe("(self)");
    expect(STATIC_SECURITY_HEADERS["Permissions-Policy"]).toBe(PERMISSIONS_POLICY);
  });

  it("keeps the features no screen uses off, the microphone among them", () => {
    const policy = features(PERMISSIONS_POLICY);
    for (const feature of ["microphone", "geolocation", "payment", "usb", "autoplay"]) {
      expect(policy.get(feature)).toBe("()");
    }
  });
});

describe("the page's Content-Security-Policy", () => {
  it("lets the camera's picture and the still play from blob: URLs, and nothing from elsewhere", () => {
    const policy = pageContentSecurityPolicy("n0nce");
    expect(policy).toContain("media-src 'self' blob:");
    expect(policy).toContain("img-src 'self' data: blob:");
    expect(policy).toContain("connect-src 'self';");
  });
});
