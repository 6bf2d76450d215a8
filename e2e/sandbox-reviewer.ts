// The Paystack-rails server runs real adapters (against the contract servers) beside the sandbox's SMS and
// email: a reviewer's deployment, whose sandbox inbox exists only for this secret (docs/sandbox.md). The
// sandbox server needs none: every provider there is the sandbox, and the header changes nothing.
export const E2E_SANDBOX_SECRET = "veil-e2e-sandbox-reviewer-secret-00000000000000";
export const SANDBOX_SECRET_HEADER = "x-sandbox-secret";
