// Every operation the fake Paystack answers, by the operationId of Paystack's OpenAPI document.
import type { FakeHandler } from "../contract-server";
import { bankHandlers } from "./banks";
import { chargeHandlers } from "./charges";
import { customerHandlers } from "./customers";
import { dedicatedAccountHandlers } from "./dedicated-accounts";
import { depositControl, listHandlers } from "./lists";
import { transferHandlers } from "./transfers";

export const FAKE_HANDLERS: Record<string, FakeHandler> = {
  ...bankHandlers,
  ...transferHandlers,
  ...chargeHandlers,
  ...customerHandlers,
  ...dedicatedAccountHandlers,
  ...listHandlers,
};

/** Harness-only actions under /__<name>, for end-to-end tests that cannot reach the fake's memory. */
export const CONTROL_HOOKS: Record<string, (context: Parameters<FakeHandler>[0]) => Promise<unknown> | unknown> = {
  "/__deposit": depositControl,
};
