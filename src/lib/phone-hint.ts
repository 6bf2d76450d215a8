/** How a screen names a phone number it sent a code to, without showing it: "+234 ••• ••• 5678". */
export function phoneHint(phoneNumber: string): string {
  return `+234 ••• ••• ${phoneNumber.replace(/\D/g, "").slice(-4)}`;
}
