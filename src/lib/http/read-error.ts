/**
 * The message a failed call should show. Our API answers `{ "message": "..." }`; anything else (a proxy's
 * HTML page, an empty body) yields "" so the screen falls back to the spec's text.
 */
export async function readErrorMessage(response: Response): Promise<string> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === "object" && "message" in body && typeof body.message === "string") {
      return body.message;
    }
  } catch {
    // not JSON
  }
  return "";
}
