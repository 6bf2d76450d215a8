import { defineConfig } from "prisma/config";

// Prisma 7 reads the connection from here for `migrate deploy` (a Vercel build, say): the database itself
// (DATABASE_URL_UNPOOLED) when DATABASE_URL is a pooler, whose session-level lock would stay held there.
// `prisma generate` needs no database, so a missing DATABASE_URL must not make loading this file throw.
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations", seed: "tsx prisma/seed.ts" },
  datasource: { url: process.env.DATABASE_URL_UNPOOLED || process.env.DATABASE_URL || "" },
});
