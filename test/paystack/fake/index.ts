// Every operation the fake Paystack answers, by the operationId of Paystack's OpenAPI document.
import type { FakeHandler } from "../contract-server";
import { bankHandlers } from "./banks";
import { customerHandlers } from "./customers";
import { dedicatedAccountHandlers } from "./dedicated-accounts";

export const FAKE_HANDLERS: Record<string, FakeHandler> = {
  ...bankHandlers,
  ...customerHandlers,
  ...dedicatedAccountHandlers,
};
