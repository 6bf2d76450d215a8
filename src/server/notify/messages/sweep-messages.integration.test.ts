// The "sweep-messages" job against PostgreSQL: old sandbox messages and spent codes and challenges go, recent
// ones and anything still usable stay.
import { randomUUID } from "node:crypto";
import { useAppDatabase } from "@/test/api-harness";
import type { TestDatabase } from "@/test/test-database";
import { onboard } from "@/test/onboard";
import { freshBrowser } from "@/test/adversarial/world";
import { CODE_TEXT_REMOVED, sweepMessages } from "./sweep-messages";

jest.setTimeout(60_000);

let t: TestDatabase;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, close } = await useAppDatabase());
});
afterAll(() => close());

const DAY = 24 * 60 * 60 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms);
const ahead = (ms: number) => new Date(Date.now() + ms);

it("deletes sandbox messages over a week old and codes and challenges spent over a day ago, and nothing else", async () => {
  const email = `sweep${Date.now()}@example.test`;
  await onboard({ browser: freshBrowser(), email });
  const { id: userId } = await t.db.user.findFirstOrThrow({ where: { email } });

  const sandbox = async (sentAt: Date) =>
    (
      await t.db.sandboxMessage.create({
        data: { id: randomUUID(), channel: "sms", recipient: "+2348030000000", body: "x", sentAt },
      })
    ).id;
  const oldMessage = await sandbox(ago(8 * DAY));
  const weekMessage = await sandbox(ago(6 * DAY));

  const code = async (expiresAt: Date, usedAt: Date | null) =>
    (
      await t.db.oneTimeCode.create({
        data: {
          subject: `user:${randomUUID()}`,
          purpose: "login",
          codeHash: "h",
          expiresAt,
          usedAt,
          createdAt: ago(3 * DAY),
        },
      })
    ).id;
  const expiredCode = await code(ago(2 * DAY), null);
  const usedCode = await code(ahead(DAY), ago(2 * DAY));
  const freshlyExpiredCode = await code(ago(DAY / 2), null);
  const liveCode = await code(ahead(10 * 60_000), null);

  const passkey = async (expiresAt: Date, usedAt: Date | null) =>
    (await t.db.passkeyChallenge.create({ data: { purpose: "login", challenge: "c", expiresAt, usedAt } })).id;
  const oldPasskey = await passkey(ago(2 * DAY), null);
  const usedPasskey = await passkey(ago(DAY / 2), ago(2 * DAY));
  const livePasskey = await passkey(ahead(60_000), null);

  const login = async (expiresAt: Date, completedAt: Date | null) =>
    (await t.db.loginChallenge.create({ data: { userId, method: "app", expiresAt, completedAt } })).id;
  const oldLogin = await login(ago(2 * DAY), null);
  const liveLogin = await login(ahead(60_000), null);

  const deleted = await sweepMessages(t.db, { deadline: Date.now() + 30_000 });
  expect(deleted).toBe(6);
  const ids = async <T extends { id: string }>(rows: Promise<T[]>) => (await rows).map((row) => row.id).sort();
  expect(await ids(t.db.sandboxMessage.findMany({ where: { id: { in: [oldMessage, weekMessage] } } }))).toEqual([
    weekMessage,
  ]);
  expect(
    await ids(
      t.db.oneTimeCode.findMany({ where: { id: { in: [expiredCode, usedCode, freshlyExpiredCode, liveCode] } } }),
    ),
  ).toEqual([freshlyExpiredCode, liveCode].sort());
  expect(
    await ids(t.db.passkeyChallenge.findMany({ where: { id: { in: [oldPasskey, usedPasskey, livePasskey] } } })),
  ).toEqual([livePasskey]);
  expect(await ids(t.db.loginChallenge.findMany({ where: { id: { in: [oldLogin, liveLogin] } } }))).toEqual([
    liveLogin,
  ]);
});

it("blanks the text of a code's SMS an hour after it was sent, and keeps alerts and codes still on their way", async () => {
  const outbox = async (kind: string, status: "pending" | "sent" | "failed", createdAt: Date) =>
    (
      await t.db.outboxMessage.create({
        data: {
          channel: "sms",
          recipient: "+2348030000001",
          body: `Your Veil code is 123456 (${kind})`,
          kind,
          status,
          createdAt,
        },
      })
    ).id;
  const sentCode = await outbox("code:password-reset", "sent", ago(2 * 60 * 60_000));
  const failedCode = await outbox("code:login", "failed", ago(2 * 60 * 60_000));
  const recentCode = await outbox("code:login", "sent", ago(5 * 60_000));
  const pendingCode = await outbox("code:login", "pending", ago(2 * 60 * 60_000));
  const alert = await outbox("alert:pin-locked", "sent", ago(2 * 60 * 60_000));

  await sweepMessages(t.db, { deadline: Date.now() + 30_000 });
  const body = async (id: string) => (await t.db.outboxMessage.findUniqueOrThrow({ where: { id } })).body;
  expect(await body(sentCode)).toBe(CODE_TEXT_REMOVED);
  expect(await body(failedCode)).toBe(CODE_TEXT_REMOVED);
  expect(await body(recentCode)).toContain("123456");
  expect(await body(pendingCode)).toContain("123456");
  expect(await body(alert)).toContain("123456");
});
