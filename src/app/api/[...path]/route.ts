// Any /api address no route answers: 404 in JSON, in the person's language, as every other refusal of the
// API (not Next's HTML page).
import { ApiError } from "@/server/platform";
import { publicRoute } from "@/server/web";
import { phrase } from "@/i18n/phrase";

const notFound = publicRoute(async () => {
  throw new ApiError("not_found", phrase("serverErrors.notFound"));
});

export const GET = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
