import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { API_CONTENT_SECURITY_POLICY, STATIC_SECURITY_HEADERS } from "./src/lib/security/security-headers";

const asList = (headers: Record<string, string>) => Object.entries(headers).map(([key, value]) => ({ key, value }));

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // The embedded database and migration tooling run in scripts/, never inside the app's bundles.
  serverExternalPackages: ["@prisma/client", "pg"],
  // Read from disk at run time by every route that takes a new password (src/server/auth/password-rules.ts):
  // no import points at it, so the deployment's file trace is told.
  outputFileTracingIncludes: {
    ...Object.fromEntries(
      ["/api/wallet/create", "/api/account/password", "/api/auth/password-reset/complete"].map((route) => [
        route,
        ["./data/common-passwords.txt"],
      ]),
    ),
    // Password hashing's worker threads require bcryptjs from the app's directory when they start
    // (src/server/auth/password-pool.ts): no import points at it either.
    "/**": ["./node_modules/bcryptjs/package.json", "./node_modules/bcryptjs/umd/*.js"],
  },
  // Development's own secrets and database live in .data/, which a server function must never carry: the paths
  // that read it (a development secret, the VAPID keys) are traced as the whole folder otherwise.
  outputFileTracingExcludes: { "/**": ["./.data/**"] },
  async headers() {
    return [
      { source: "/:path*", headers: asList(STATIC_SECURITY_HEADERS) },
      { source: "/api/:path*", headers: asList({ "Content-Security-Policy": API_CONTENT_SECURITY_POLICY }) },
    ];
  },
};

// Points next-intl at the function that picks a request's language and texts.
const withNextIntl = createNextIntlPlugin("./src/i18n/request.ts");

export default withNextIntl(nextConfig);
