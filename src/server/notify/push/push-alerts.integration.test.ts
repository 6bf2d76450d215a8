// Push alerts end to end on the server: a device subscribes through the route, money moves through the real
// handlers, and the deliver-pushes job sends to a local stand-in push service. Each payload is decrypted with
// the keys the "browser" made, as the phone would, and read as the person would read it.
import { GET as pushKey, POST as subscribe, DELETE as unsubscribe } from "@/app/api/push/subscriptions/route";
import { useAppDatabase, type Browser } from "@/test/api-harness";
import type { TestDatabase } from "@/test/test-database";
import { onboard } from "@/test/onboard";
import { account, addMoney, transfer } from "@/test/money";
import { freshBrowser } from "@/test/adversarial/world";
import { LocalPushService, decryptPush, type TestSubscription } from "@/test/push-service";
import { queueSecurityAlert } from "@/server/notify/messages/security-alerts";
import { deliverDuePushes } from "./deliver-pushes";
import { vapidKeys } from "./vapid-keys";
import { formatNaira } from "@/lib/money";

jest.setTimeout(120_000);

let t: TestDatabase;
let close: () => Promise<void>;
const service = new LocalPushService();

beforeAll(async () => {
  ({ t, close } = await useAppDatabase());
  await service.start();
});
afterAll(async () => {
  await service.stop();
  await close();
});

type Person = { browser: Browser; userId: string; fullName: string; device: TestSubscription };

/** A verified person whose browser subscribed one device, with ₦20,000 on the wallet. */
async function subscribedPerson(funded = true): Promise<Person> {
  const { browser, identity } = await onboard({ browser: freshBrowser() });
  const user = await t.db.user.findFirstOrThrow({
    where: { phoneNumber: identity.phoneNumber },
    select: { id: true, fullName: true },
  });
  const device = service.subscription();
  const answer = await browser.call(subscribe, { path: "/api/push/subscriptions", body: device.json });
  expect(answer.status).toBe(200);
  if (funded) expect((await addMoney(browser, "20000")).status).toBe(200);
  return { browser, userId: user.id, fullName: user.fullName, device };
}

/** What the person's phone shows for each push sent to their device since `from`. */
async function shown(person: Person, from = 0) {
  await deliverDuePushes(t.db);
  return service
    .to(person.device)
    .slice(from)
    .map((request) => JSON.parse(decryptPush(person.device, request.body)) as Record<string, string>);
}

describe("subscribing a device", () => {
  it("gives the VAPID public key and keeps the subscription with the session and device it came from", async () => {
    const person = await subscribedPerson(false);
    const key = await person.browser.call(pushKey, { path: "/api/push/subscriptions" });
    expect(key.body.data.publicKey).toBe(vapidKeys()!.publicKey);
    const row = await t.db.pushSubscription.findUniqueOrThrow({ where: { endpoint: person.device.json.endpoint } });
    const session = await t.db.userSession.findFirstOrThrow({ where: { userId: person.userId, endedAt: null } });
    expect(row).toMatchObject({ userId: person.userId, sessionId: session.id, device: session.device });
    expect(row.p256dh).toBe(person.device.json.keys.p256dh);
  });

  it("refuses an endpoint that is not a push service, and a body that is not a subscription", async () => {
    const { browser } = await onboard({ browser: freshBrowser() });
    const device = service.subscription();
    for (const endpoint of ["https://169.254.169.254/latest/meta-data", "http://10.0.0.7/push"]) {
      const answer = await browser.call(subscribe, { body: { ...device.json, endpoint } });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe("This browser's notification service is not one Veil can send to.");
    }
    const broken = await browser.call(subscribe, { body: { endpoint: device.json.endpoint, keys: {} } });
    expect(broken.body.message).toMatch(/could not be read/);
    expect(await t.db.pushSubscription.count({ where: { endpoint: { contains: "169.254" } } })).toBe(0);
  });

  it("unsubscribes only the person's own device", async () => {
    const owner = await subscribedPerson(false);
    const stranger = await onboard({ browser: freshBrowser() });
    const body = { endpoint: owner.device.json.endpoint };
    const refused = await stranger.browser.call(unsubscribe, { method: "DELETE", body });
    expect(refused.body.data.removed).toBe(false);
    const removed = await owner.browser.call(unsubscribe, { method: "DELETE", body });
    expect(removed.body.data.removed).toBe(true);
    expect(await t.db.pushSubscription.count({ where: body })).toBe(0);
  });
});

describe("transaction alerts", () => {
  it("pushes a top-up, a completed and a failed transfer, encrypted for the device and signed with Veil's key", async () => {
    const person = await subscribedPerson();
    const to = account("012345678");
    expect((await transfer(person.browser, "1500", { to })).status).toBe(200);
    await transfer(person.browser, "100", { to: account("999000001") });
    const [topUp, sent, failed, ...more] = await shown(person);
    expect(more).toEqual([]);
    const rows = await t.db.transaction.findMany({ where: { userId: person.userId }, orderBy: { id: "asc" } });
    expect(topUp).toEqual({
      title: "Money added",
      body: "₦20,000.00 was added to your Veil wallet.",
      url: `/transaction/${rows[0]!.id}`,
      tag: `transaction-${rows[0]!.id}`,
    });
    expect(sent).toMatchObject({
      title: "Transfer successful",
      body: `₦1,500.00 sent to GTBank ••••${to.recipientAccountNumber.slice(-4)}.`,
      url: `/transaction/${rows[1]!.id}`,
    });
    expect(failed).toMatchObject({ title: "Transfer failed", url: `/transaction/${rows[2]!.id}` });
    expect(failed!.body).toContain("₦100.00 to GTBank did not go through");
    for (const payload of [topUp, sent, failed]) {
      expect(JSON.stringify(payload)).not.toContain(person.fullName);
      expect(JSON.stringify(payload)).not.toContain(to.recipientAccountNumber);
    }
    const [request] = service.to(person.device);
    expect(request!.headers).toMatchObject({ "content-encoding": "aes128gcm", ttl: "86400", urgency: "high" });
    expect(request!.headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${vapidKeys()!.publicKey}$`),
    );
    const device = await t.db.pushSubscription.findUniqueOrThrow({ where: { endpoint: person.device.json.endpoint } });
    expect(device.lastSuccessAt).not.toBeNull();
  });

  it("pushes money received without the sender's name, and a reversal, in the person's language", async () => {
    const person = await subscribedPerson();
    await t.db.userSettings.upsert({
      where: { userId: person.userId },
      create: { userId: person.userId, language: "fr" },
      update: { language: "fr" },
    });
    const before = (await shown(person)).length;
    const received = await t.db.transaction.create({
      data: {
        userId: person.userId,
        transactionType: "RECEIVE",
        amount: "2500.00",
        recipientName: "Chidi Okafor",
        status: "COMPLETED",
        transactionReference: `push-test-${Date.now()}`,
      },
    });
    await transfer(person.browser, "1000", { to: account("012345678") });
    const sent = await t.db.transaction.findFirstOrThrow({ where: { userId: person.userId, transactionType: "SEND" } });
    await t.db.transaction.update({ where: { id: sent.id }, data: { status: "REVERSED" } });
    const [money, completed, reversed] = await shown(person, before);
    expect(money).toMatchObject({ title: "Argent reçu", url: `/transaction/${received.id}` });
    expect(money!.body).toBe(
      `${formatNaira("2500.00", "fr")} sont arrivés sur votre portefeuille Veil par virement bancaire.`,
    );
    expect(JSON.stringify(money)).not.toContain("Chidi");
    expect(completed!.title).toBe("Virement réussi");
    expect(reversed).toMatchObject({ title: "Virement annulé", url: `/transaction/${sent.id}` });
  });

  it("sends nothing with Transaction alerts off, even for an alert queued before it was turned off", async () => {
    const person = await subscribedPerson();
    const before = (await shown(person)).length;
    await transfer(person.browser, "500", { to: account("012345678") });
    await t.db.userSettings.upsert({
      where: { userId: person.userId },
      create: { userId: person.userId, transactionAlerts: false },
      update: { transactionAlerts: false },
    });
    await transfer(person.browser, "500", { to: account("012345678") });
    expect(await shown(person, before)).toEqual([]);
    const queued = await t.db.pushMessage.findMany({ where: { userId: person.userId, kind: "transfer-completed" } });
    expect(queued).toHaveLength(1);
    expect(queued[0]!.status).toBe("failed");
  });

  it("queues nothing for a person with no subscribed device", async () => {
    const { browser, identity } = await onboard({ browser: freshBrowser() });
    await addMoney(browser, "5000");
    const user = await t.db.user.findFirstOrThrow({ where: { phoneNumber: identity.phoneNumber } });
    expect(await t.db.pushMessage.count({ where: { userId: user.id } })).toBe(0);
  });
});

describe("app notifications", () => {
  it("push security alerts, and nothing with App notifications off", async () => {
    const person = await subscribedPerson(false);
    await queueSecurityAlert(t.db, person.userId, "new-device-login", { device: "Firefox on Windows" });
    await queueSecurityAlert(t.db, person.userId, "pin-changed");
    const [login, pin] = await shown(person);
    expect(login).toMatchObject({ title: "New sign-in", url: "/settings?tab=security" });
    expect(login!.body).toContain("Firefox on Windows");
    expect(pin).toMatchObject({ title: "Security alert" });

    // In French, the device's words are French and its names stay.
    await t.db.userSettings.update({ where: { userId: person.userId }, data: { language: "fr" } });
    await queueSecurityAlert(t.db, person.userId, "new-device-login", { device: "Firefox on Windows" });
    const [french] = await shown(person, 2);
    expect(french!.body).toContain("Firefox sur Windows");
    const sms = await t.db.outboxMessage.findFirstOrThrow({
      where: { userId: person.userId, kind: "alert:new-device-login", channel: "sms" },
      orderBy: { createdAt: "desc" },
    });
    expect(sms.body).toContain("Firefox sur Windows");
    await t.db.userSettings.update({ where: { userId: person.userId }, data: { language: "en" } });

    await t.db.userSettings.update({ where: { userId: person.userId }, data: { pushNotifications: false } });
    await queueSecurityAlert(t.db, person.userId, "password-changed");
    expect(await shown(person, 3)).toEqual([]);
  });
});

describe("subscriptions that end", () => {
  it("removes a subscription the push service answers 410 Gone for, and keeps sending to the others", async () => {
    const person = await subscribedPerson(false);
    const second = service.subscription();
    await person.browser.call(subscribe, { body: second.json });
    service.statusFor.set(new URL(person.device.json.endpoint).pathname, 410);
    await queueSecurityAlert(t.db, person.userId, "pin-changed");
    await deliverDuePushes(t.db);
    expect(await t.db.pushSubscription.count({ where: { endpoint: person.device.json.endpoint } })).toBe(0);
    expect(service.to(second)).toHaveLength(1);
    const message = await t.db.pushMessage.findFirstOrThrow({ where: { userId: person.userId } });
    expect(message.status).toBe("sent");
  });

  it("retries only the device that asked to try later", async () => {
    const person = await subscribedPerson(false);
    const second = service.subscription();
    await person.browser.call(subscribe, { body: second.json });
    const busy = new URL(second.json.endpoint).pathname;
    service.statusFor.set(busy, 503);
    await queueSecurityAlert(t.db, person.userId, "pin-changed");
    await deliverDuePushes(t.db);
    service.statusFor.delete(busy);
    await t.db.pushMessage.updateMany({ where: { userId: person.userId }, data: { nextAttemptAt: new Date() } });
    await deliverDuePushes(t.db);
    expect(service.to(person.device)).toHaveLength(1);
    expect(service.to(second)).toHaveLength(2);
    expect((await t.db.pushMessage.findFirstOrThrow({ where: { userId: person.userId } })).status).toBe("sent");
  });

  it("removes a signed-out device's subscription and sends it nothing", async () => {
    const person = await subscribedPerson(false);
    await t.db.userSession.updateMany({ where: { userId: person.userId }, data: { endedAt: new Date() } });
    await queueSecurityAlert(t.db, person.userId, "sessions-ended");
    expect(await shown(person)).toEqual([]);
    expect(await t.db.pushSubscription.count({ where: { userId: person.userId } })).toBe(0);
  });
});
