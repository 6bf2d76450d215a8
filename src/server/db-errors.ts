import { Prisma } from "@/generated/prisma/client";

/**
 * A unique constraint refused the write; with `field`, one whose columns include it ("email", "phone_number").
 * The driver adapter reports the constraint's columns in the error's metadata, in snake_case.
 */
export function isUniqueViolation(error: unknown, field?: string): boolean {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError) || error.code !== "P2002") return false;
  return field === undefined || JSON.stringify(error.meta ?? {}).includes(field);
}
