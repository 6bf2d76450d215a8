import "server-only";
import { env } from "@/env";
import type { Database } from "@/server/platform";
import type { CardsProvider } from "@/server/money";
import { PaystackCardsProvider } from "./paystack/cards/paystack-cards-provider";
import { SandboxCardsProvider } from "./sandbox/sandbox-cards-provider";

// One per bundle, made on first use. Neither provider keeps state in memory (the sandbox keeps its charges in
// `db`, so bundles and servers agree), and an instance must come from its own bundle: each bundle has its own
// copy of the classes, so an error one bundle's provider throws is not an instance of another bundle's class,
// and a refusal such as CardsUnavailableError would go unrecognised.
let provider: CardsProvider | undefined;

/** The card acquirer CARDS_PROVIDER names; the sandbox is the default. */
export function cardsProvider(db: Database): CardsProvider {
  if (!provider) {
    switch (env().CARDS_PROVIDER) {
      case "sandbox":
        provider = new SandboxCardsProvider(db);
        break;
      case "paystack":
        provider = new PaystackCardsProvider();
        break;
    }
  }
  return provider!;
}

/** For tests: the acquirer every caller gets until it is given back (undefined). */
export function replaceCardsProvider(replacement: CardsProvider | undefined): void {
  provider = replacement;
}

/** The sandbox, when it is the acquirer (its 3-D Secure page exists only then). */
export function sandboxCards(db: Database): SandboxCardsProvider | null {
  const cards = cardsProvider(db);
  return cards.name === "sandbox" && "complete3ds" in cards ? (cards as SandboxCardsProvider) : null;
}
