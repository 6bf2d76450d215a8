import "server-only";
import { env } from "@/env";
import type { Database } from "@/server/platform";
import type { CardsProvider } from "@/server/money";
import { PaystackCardsProvider } from "./paystack/cards/paystack-cards-provider";
import { SandboxCardsProvider } from "./sandbox/sandbox-cards-provider";

// One per process, kept on globalThis so that every bundle of one server process (route handlers, pages,
// server actions) holds the same instance. The sandbox keeps its charges in `db`, so servers agree.
const holder = globalThis as { veilCardsProvider?: CardsProvider };

/** The card acquirer CARDS_PROVIDER names; the sandbox is the default. */
export function cardsProvider(db: Database): CardsProvider {
  if (!holder.veilCardsProvider) {
    switch (env().CARDS_PROVIDER) {
      case "sandbox":
        holder.veilCardsProvider = new SandboxCardsProvider(db);
        break;
      case "paystack":
        holder.veilCardsProvider = new PaystackCardsProvider();
        break;
    }
  }
  return holder.veilCardsProvider!;
}

/**
 * The sandbox, when it is the acquirer (its 3-D Secure page exists only then). Told by its name, not by
 * instanceof: each bundle has its own copy of the class, and the instance may come from another bundle.
 */
export function sandboxCards(db: Database): SandboxCardsProvider | null {
  const cards = cardsProvider(db);
  return cards.name === "sandbox" && "complete3ds" in cards ? (cards as SandboxCardsProvider) : null;
}
