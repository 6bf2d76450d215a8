// Seeds the demo account: a verified user whose balance and history are made by the same services a user's
// requests go through (card top-ups, transfers, one of them failed and refunded), against the sandbox
// providers, on dates in the past week. No balance, posting or transaction row is written by hand.
import { randomInt } from "node:crypto";
import { hashPassword } from "@/server/auth/password";
import { pinRecord } from "@/server/auth/pin/pin-mac";
import type { Database } from "@/server/platform/database/prisma-client";
import { openWallet } from "@/server/money/ledger/open-wallet";
import { addMoney } from "@/server/money/funding/add-money";
import { sendMoney } from "@/server/money/transfers/send-money";
import { currentUser } from "@/server/auth/current-user";
import { NO_KEY } from "@/server/platform/idempotency/idempotency";
import { SandboxCardsProvider } from "@/server/vendors/sandbox/sandbox-cards-provider";
import { SANDBOX_CARDS } from "@/server/vendors/sandbox/sandbox-test-cards";
import { SandboxPayoutsProvider } from "@/server/vendors/sandbox/sandbox-payouts-provider";
import { DEMO_PERSON } from "@/server/vendors/sandbox/sandbox-people";
import { nubanFor } from "@/lib/nuban";
import type { ProductBankName } from "@/lib/banks";
import { DEMO_ACCOUNT } from "./demo-account";

const DAY = 24 * 60 * 60 * 1000;

type Movement =
  | { kind: "top-up"; amount: string; daysAgo: number }
  | { kind: "send"; amount: string; daysAgo: number; description: string; bank: ProductBankName; serial: string };

/** 300,000.00 in, 45,000.00 and 5,000.00 out, and 20,000.00 out and back: 250,000.00. */
export const DEMO_HISTORY: Movement[] = [
  { kind: "top-up", amount: "200000", daysAgo: 6 },
  { kind: "top-up", amount: "100000", daysAgo: 5 },
  { kind: "send", amount: "45000", daysAgo: 4, description: "Rent contribution", bank: "GTBank", serial: "012345678" },
  // A serial starting 999: the sandbox's bank declines it, and the debit is reversed.
  { kind: "send", amount: "20000", daysAgo: 2, description: "School fees", bank: "UBA", serial: "999201455" },
  { kind: "send", amount: "5000", daysAgo: 1, description: "Lunch", bank: "Zenith Bank", serial: "201234567" },
];

/** Creates the demo account unless it exists. Returns true when it was created. */
export async function seedDemoAccount(db: Database): Promise<boolean> {
  const existing = await db.user.findUnique({ where: { phoneNumber: DEMO_ACCOUNT.phoneNumber }, select: { id: true } });
  if (existing) return false;
  const passwordHash = await hashPassword(DEMO_ACCOUNT.password);
  const user = await db.$transaction(async (tx) => {
    const user = await tx.user.create({
      data: {
        phoneNumber: DEMO_ACCOUNT.phoneNumber,
        fullName: DEMO_ACCOUNT.fullName,
        email: DEMO_ACCOUNT.email,
        // The sandbox's record for this number says the same (DEMO_PERSON), so the demo can add its NIN.
        dateOfBirth: new Date(`${DEMO_PERSON.dateOfBirth}T00:00:00Z`),
        address: DEMO_PERSON.address,
        walletId: DEMO_ACCOUNT.walletId,
        kycVerified: true,
        passwordHash,
        kycTier: 1,
        kycTierReason: "Tier 1: the demo account, verified by its phone number.",
      },
      select: { id: true, sessionVersion: true },
    });
    await openWallet(tx, user.id, DEMO_ACCOUNT.walletId);
    await tx.transactionPin.create({ data: { userId: user.id, ...pinRecord(user.id, DEMO_ACCOUNT.pin) } });
    // Verified by phone number only: tier 1, so the demo shows the daily limit and the balance cap at work.
    await tx.kycVerification.create({
      data: { userId: user.id, verificationType: "PHONE", status: "VERIFIED", verificationData: { source: "seed" } },
    });
    // The history's transfers go through send_money, which takes a live session: the seed's own, ended below.
    const session = await tx.userSession.create({
      data: {
        userId: user.id,
        sessionVersion: user.sessionVersion,
        device: "Veil seed",
        userAgent: "",
        ipAddress: "seed",
      },
      select: { id: true },
    });
    return { ...user, sessionId: session.id };
  });

  // The seed's session, checked as every request's is: send_money takes a signed-in user.
  const sender = (await currentUser(db, user))!;
  const start = Date.now() - randomInt(0, 60_000);
  for (const movement of DEMO_HISTORY) {
    const now = () => new Date(start - movement.daysAgo * DAY);
    if (movement.kind === "top-up") {
      await addMoney(
        { db, cards: new SandboxCardsProvider(db), now },
        user,
        {
          amount: movement.amount,
          cardDetails: {
            cardNumber: SANDBOX_CARDS.approved,
            expiryDate: "12/30",
            cvv: "408",
            cardholderName: DEMO_ACCOUNT.fullName,
          },
        },
        NO_KEY,
      );
    } else {
      await sendMoney(
        { db, payouts: new SandboxPayoutsProvider(db), now },
        sender,
        {
          recipientAccountNumber: nubanFor(movement.bank, movement.serial),
          recipientBank: movement.bank,
          amount: movement.amount,
          description: movement.description,
          // The scam check's questions, as the demo person answered them on the screen.
          scamCheck: { askedBySomeone: false, promisedSomething: false },
        },
        NO_KEY,
      );
    }
  }
  await db.userSession.update({ where: { id: user.sessionId }, data: { endedAt: new Date() } });
  return true;
}

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is not set: npm run db:seed seeds the database it names.");
  const { createPrismaClient } = await import("@/server/platform/database/prisma-client");
  const db = createPrismaClient(url);
  try {
    const created = await seedDemoAccount(db);
    console.log(created ? "Demo account created." : "Demo account already exists.");
  } finally {
    await db.$disconnect();
  }
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
