// Seeds the demo account: a verified user and wallet whose balance comes from real ledger entries (a card
// top-up and two transfers), so the ledger adds up from the first start.
import { randomInt } from "node:crypto";
import { hashPassword } from "@/server/accounts/password";
import type { Database, Tx } from "@/server/prisma-client";
import { systemAccountId } from "@/server/ledger/accounts";
import { openWallet } from "@/server/ledger/open-wallet";
import { postEntry } from "@/server/ledger/post-entry";
import { newTransactionReference } from "@/server/ledger/reference";
import { koboToDecimalString } from "@/lib/money";
import { DEMO_ACCOUNT } from "./demo-account";

const DAY = 24 * 60 * 60 * 1000;

type Movement =
  | { kind: "top-up"; naira: bigint; daysAgo: number; description: string }
  | { kind: "send"; naira: bigint; daysAgo: number; description: string; name: string; account: string; bank: string };

const HISTORY: Movement[] = [
  { kind: "top-up", naira: 300_000n, daysAgo: 6, description: "Card top-up" },
  {
    kind: "send",
    naira: 45_000n,
    daysAgo: 4,
    description: "Rent contribution",
    name: "CHIDI EZE",
    account: "0123456789",
    bank: "GTBank",
  },
  {
    kind: "send",
    naira: 5_000n,
    daysAgo: 1,
    description: "Lunch",
    name: "AMINA BELLO",
    account: "2012345678",
    bank: "Zenith Bank",
  },
];

async function record(tx: Tx, userId: string, walletAccountId: string, movement: Movement, now: number) {
  const amountKobo = movement.naira * 100n;
  const transaction = await tx.transaction.create({
    data: {
      userId,
      transactionType: movement.kind === "top-up" ? "ADD_MONEY" : "SEND",
      amount: koboToDecimalString(amountKobo),
      description: movement.description,
      status: "COMPLETED",
      transactionReference: newTransactionReference(),
      transactionDate: new Date(now - movement.daysAgo * DAY),
      ...(movement.kind === "send"
        ? { recipientName: movement.name, recipientAccountNumber: movement.account, recipientBank: movement.bank }
        : {}),
    },
    select: { id: true },
  });
  const other = systemAccountId(movement.kind === "top-up" ? "cardSettlement" : "bankPayouts");
  const [debit, credit] = movement.kind === "top-up" ? [other, walletAccountId] : [walletAccountId, other];
  await postEntry(tx, {
    kind: movement.kind === "top-up" ? "card-top-up" : "transfer",
    transactionId: transaction.id,
    postings: [
      { accountId: debit, direction: "DEBIT", amountKobo },
      { accountId: credit, direction: "CREDIT", amountKobo },
    ],
  });
}

/** Creates the demo account unless it exists. Returns true when it was created. */
export async function seedDemoAccount(db: Database): Promise<boolean> {
  const existing = await db.user.findUnique({ where: { phoneNumber: DEMO_ACCOUNT.phoneNumber }, select: { id: true } });
  if (existing) return false;
  const passwordHash = await hashPassword(DEMO_ACCOUNT.password);
  await db.$transaction(async (tx) => {
    const user = await tx.user.create({
      data: {
        phoneNumber: DEMO_ACCOUNT.phoneNumber,
        fullName: DEMO_ACCOUNT.fullName,
        email: DEMO_ACCOUNT.email,
        dateOfBirth: new Date("1994-03-12"),
        address: "12 Admiralty Way, Lekki Phase 1, Lagos",
        walletId: DEMO_ACCOUNT.walletId,
        kycVerified: true,
        passwordHash,
      },
      select: { id: true },
    });
    const { ledgerAccountId } = await openWallet(tx, user.id, DEMO_ACCOUNT.walletId);
    await tx.kycVerification.create({
      data: { userId: user.id, verificationType: "PHONE", status: "VERIFIED", verificationData: { source: "seed" } },
    });
    const now = Date.now() - randomInt(0, 60_000);
    for (const movement of HISTORY) await record(tx, user.id, ledgerAccountId, movement, now);
  });
  return true;
}

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is not set: npm run db:seed seeds the database it names.");
  const { createPrismaClient } = await import("@/server/prisma-client");
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
