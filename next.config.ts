import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // The embedded database and migration tooling run in scripts/, never inside the app's bundles.
  serverExternalPackages: ["@prisma/client", "pg"],
};

export default nextConfig;
