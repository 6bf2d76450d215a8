// The session rule in types: a service that takes an AuthUser cannot be handed a token's subject, nor an
// object written by hand. `npx tsc --noEmit` checks the expectations marked below; Jest only runs the file.
import type { AuthUser, SessionSubject } from "./current-user";

describe("AuthUser", () => {
  it("is made only by the session check, never from a token's subject or by hand", () => {
    const subject: SessionSubject = {
      id: "6f0c2f0e-8a43-4f55-9a53-3f4c7b5c2b11",
      sessionVersion: 1,
      sessionId: "1a2b3c4d-0000-4000-8000-000000000001",
    };
    const written = {
      ...subject,
      fullName: "Ada Obi",
      phoneNumber: "+2348031234567",
      email: null,
      walletId: "VL0000000001",
      throttleKey: null,
      appearance: {
        darkMode: false,
        largerText: false,
        language: "en",
        currency: "ngn",
        hapticFeedback: true,
        usageAnalytics: true,
      },
    };
    // @ts-expect-error a subject nobody checked is not a user whose session is current
    const fromToken: AuthUser = subject;
    // @ts-expect-error nor is an object with every field written by hand
    const byHand: AuthUser = written;
    expect([fromToken, byHand]).toHaveLength(2);
  });
});
