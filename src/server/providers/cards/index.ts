import "server-only";
import { env } from "@/env";
import type { CardsProvider } from "./cards-provider";
import { PaystackCardsProvider } from "./paystack/paystack-cards-provider";
import { SandboxCardsProvider } from "./sandbox-cards-provider";

// Kept on globalThis so that every bundle of one server process (route handlers, pages, server actions) talks
// to the same sandbox, whose memory of charges is what its 3-D Secure page and `verify` read.
const holder = globalThis as { veilCardsProvider?: CardsProvider };

/** The card acquirer CARDS_PROVIDER names; the sandbox is the default. */
export function cardsProvider(): CardsProvider {
  if (!holder.veilCardsProvider) {
    switch (env().CARDS_PROVIDER) {
      case "sandbox":
        holder.veilCardsProvider = new SandboxCardsProvider();
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
export function sandboxCards(): SandboxCardsProvider | null {
  const cards = cardsProvider();
  return cards.name === "sandbox" && "complete3ds" in cards ? (cards as SandboxCardsProvider) : null;
}
