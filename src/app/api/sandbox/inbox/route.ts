// GET /api/sandbox/inbox - sandbox only: the SMS and emails the sandbox providers "sent", newest first
// (?to=+2348012345678 or an email address narrows it); 404 unless every provider is the sandbox or the request
// carries the reviewer secret (X-Sandbox-Secret, or the cookie /sandbox/inbox sets)
import { db } from "@/server/db";
import { ApiError } from "@/server/platform";
import { publicRoute } from "@/server/web";
import { readSandboxInbox, sandboxInboxOpen } from "@/server/notify";
import { phrase } from "@/i18n/phrase";

export const GET = publicRoute(async (request) => {
  if (!sandboxInboxOpen(request.headers)) throw new ApiError("not_found", phrase("serverErrors.notFound"));
  const to = new URL(request.url).searchParams.get("to") ?? undefined;
  // A phone number or an email address: nothing with a control character (PostgreSQL refuses a NUL) is one.
  if (to !== undefined && /\p{Cc}/u.test(to)) return { data: { messages: [] } };
  return { data: { messages: await readSandboxInbox(db, { to }) } };
});
