// Staff members for tests, made through the same service as `npm run staff:add`, and their authenticator codes.
import { TOTP, Secret } from "otpauth";
import { addStaffMember } from "@/server/support";
import type { Database } from "@/server/platform";
import type { StaffRole } from "@/lib/staff";

let made = 0;

export async function staffMember(db: Database, roles: StaffRole[], name = "Ada Staff") {
  const email = `staff${++made}.${process.pid}.${Date.now()}@veil.test`;
  return addStaffMember(db, { email, name, roles });
}

/** The code an authenticator app shows for this secret, `steps` 30-second steps from now. */
export function staffCode(secret: string, steps = 0): string {
  const totp = new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(secret) });
  return totp.generate({ timestamp: Date.now() + steps * 30_000 });
}
