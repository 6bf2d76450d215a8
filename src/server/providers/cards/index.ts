import "server-only";
import { env } from "@/env";
import type { CardsProvider } from "./cards-provider";
import { SandboxCardsProvider } from "./sandbox-cards-provider";

let provider: CardsProvider | undefined;

/** The card acquirer CARDS_PROVIDER names; the sandbox is the default and, today, the only one. */
export function cardsProvider(): CardsProvider {
  if (!provider) {
    switch (env().CARDS_PROVIDER) {
      case "sandbox":
        provider = new SandboxCardsProvider();
        break;
      case "paystack":
        throw new Error("CARDS_PROVIDER=paystack: the Paystack adapter is being built.");
    }
  }
  return provider;
}
