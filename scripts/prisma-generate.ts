// `prisma generate` from the project's own scripts: dependencies' install scripts do not run here, and the
// CLI would otherwise try to download a native schema engine that generating the client never uses.
import { generatePrismaClient } from "./lib/prisma-generate";

generatePrismaClient();
