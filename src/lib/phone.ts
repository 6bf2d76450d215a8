/**
 * Nigerian mobile numbers in one form, +234 and ten digits, whichever way they were typed:
 * "08031234567", "8031234567", "+2348031234567", "2348031234567". Null when it is not one.
 */
export function normalizeNigerianPhone(input: string): string | null {
  const compact = input.replace(/[\s()-]/g, "");
  const match = /^(?:\+?234|0)?([789][01]\d{8})$/.exec(compact);
  return match ? `+234${match[1]}` : null;
}
