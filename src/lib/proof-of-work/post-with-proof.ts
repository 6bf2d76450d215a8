import { ChallengeError, postJson } from "@/lib/http/post-json";
import { PROOF_HEADER } from "./challenge";

/**
 * As postJson, for a request the server may ask a proof of work for while it is busy: the work is done (the
 * solver loads only then) with `onWorking` telling the page, and the request sent again with its proof. At the
 * usual rate this is one plain request.
 */
export async function postJsonWithProof<T>(
  url: string,
  body: unknown,
  onWorking: (working: boolean) => void,
): Promise<T> {
  try {
    return await postJson<T>(url, body);
  } catch (refusal) {
    if (!(refusal instanceof ChallengeError)) throw refusal;
    onWorking(true);
    try {
      const { solveChallenge } = await import("./solve");
      const proof = await solveChallenge(refusal.challenge);
      if (!proof) throw refusal;
      return await postJson<T>(url, body, { [PROOF_HEADER]: proof });
    } finally {
      onWorking(false);
    }
  }
}
