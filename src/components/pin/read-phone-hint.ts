import { phoneHint } from "@/lib/phone-hint";

/** The signed-in person's phone as a reset's SMS code names it ("+234 ••• ••• 5678"), or null if it cannot be read. */
export async function readPhoneHint(): Promise<string | null> {
  const response = await fetch("/api/auth/me", { credentials: "same-origin", cache: "no-store" });
  if (!response.ok) return null;
  const { data } = (await response.json()) as { data?: { user?: { phoneNumber?: string } } };
  return data?.user?.phoneNumber ? phoneHint(data.user.phoneNumber) : null;
}
