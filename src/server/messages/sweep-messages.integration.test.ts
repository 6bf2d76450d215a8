// The "sweep-messages" job against PostgreSQL: old sandbox messages and spent codes and challenges go, recent
// ones and anything still usable stay.
import { randomUUID } from "node:crypto";
import { useAppDatabase } from "@/test/api-harness";
import type { TestDatabase } from "@/test/test-database";
import { onboard } from "@/test/onboard";
import { freshBrowser } from "@/test/adversarial/world";
import { sweepMessages } from "./sweep-messages";

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
