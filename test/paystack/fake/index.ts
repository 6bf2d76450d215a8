// Every operation the fake Paystack answers, by the operationId of Paystack's OpenAPI document.
import type { FakeHandler } from "../contract-server";
import { bankHandlers } from "./banks";
import { chargeHandlers } from "./charges";

export const FAKE_HANDLERS: Record<string, FakeHandler> = {
  ...bankHandlers,
  ...chargeHandlers,
};
