import type { SessionSubject } from "@/server/platform/http/session-token";
import type { sessionRoute } from "@/server/web/handler";
import { NO_KEY } from "@/server/platform/idempotency/idempotency";
import type { TransferInput } from "@/lib/schemas/transfer";
import { sendMoney, type TransferDeps } from "./send-money";
import { UnverifiedSession } from "./send-money-statement";

// "Read nothing before send_money" is enforced by types: these lines fail `tsc` if someone makes the session's
// id readable, hands the transfer route the token's subject, or lets a transfer take a session nothing has
// checked as if it were checked.
type HandedToTransfer = Parameters<Parameters<typeof sessionRoute>[0]>[1];
const SUBJECT: SessionSubject = {
  id: "9d1c0b52-0000-4000-8000-000000000001",
  sessionVersion: 3,
  sessionId: "9d1c0b52-0000-4000-8000-0000000000aa",
};
describe("a transfer's session", () => {
  it("gives the transfer no user id to read anything with before send_money checks the session", () => {
    const sender = new UnverifiedSession(SUBJECT);
    // @ts-expect-error the id is private to send_money's input and verify()
    expect(sender.id).toBeUndefined();
    expect(Object.keys(sender)).toEqual([]);
    expect(JSON.stringify(sender)).toBe("{}");
  });

  it("refuses a bare session where the transfer needs an unverified one", () => {
    const subject: SessionSubject = { ...SUBJECT };
    const never = (deps: TransferDeps, input: TransferInput) =>
      // @ts-expect-error a SessionSubject is not an UnverifiedSession
      sendMoney(deps, subject, input, NO_KEY);
    expect(typeof never).toBe("function");
  });

  it("hands the transfer route the unverified session, not the token's subject", () => {
    const handed: HandedToTransfer = new UnverifiedSession(SUBJECT);
    // @ts-expect-error the route cannot read the id from what sessionRoute hands it
    const subject: SessionSubject = handed;
    expect(subject).toBeInstanceOf(UnverifiedSession);
  });

  it("scopes the idempotency key to the session's user", () => {
    const sender = new UnverifiedSession(SUBJECT);
    expect(sender.idempotentRequest({ key: "key-12345", path: "/api/transfer", body: {} })).toEqual({
      userId: "9d1c0b52-0000-4000-8000-000000000001",
      key: "key-12345",
      path: "/api/transfer",
      body: {},
    });
  });
});
