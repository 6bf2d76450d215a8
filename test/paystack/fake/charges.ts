// POST /charge and its steps, GET /transaction/verify, charge_authorization, authorization/deactivate and
// /refund: Paystack's test cards, as its test mode answers them (docs/sandbox.md lists the same cards):
//   4084 0840 8408 4081       approved at once
//   5078 5078 5078 5072       send_pin (1234), then send_otp (123456), then approved
//   4084 0800 0000 0409       open_url: approved or cancelled with completeThreeDSecure (the person's bank page)
//   5060 6666 6666 6666 666   send_pin (1234), then approved
//   4000 0000 0000 0002       failed
// Every approval emits a signed charge.success, as Paystack does.
import { createHash } from "node:crypto";
import type { FakeHandler, HandlerContext } from "../contract-server";
import { ok, refused } from "./answers";
import { type FakeState, nextId } from "./state";

export const FAKE_PIN = "1234";
export const FAKE_OTP = "123456";
export const FAKE_OTP_TEXT = "Please enter the OTP sent to 080****5678";
export const FAKE_WRONG_PIN = "The PIN you entered is incorrect.";
export const FAKE_WRONG_OTP = "The OTP you entered is incorrect.";
/** The fake's 3-D Secure page, under the harness's own /__ paths (outside Paystack's API). */
export const FAKE_3DS_PATH = "/__3ds/";
let pageBase = "http://paystack.fake";

/** Where the fake serves its 3-D Secure page: the contract server calls this with its own URL once it listens. */
export function serveThreeDSecureAt(baseUrl: string): void {
  pageBase = baseUrl;
}

type Charge = {
  id: number;
  reference: string;
  amount: number;
  currency: string;
  email: string;
  status: string;
  message: string | null;
  afterPin?: string;
  authorization: Record<string, unknown>;
  /** When the charge was made: the transaction list filters by it. */
  createdAt: string;
};

export const charges = (state: FakeState) => state.charges as unknown as Map<string, Charge>;

function authorizationFor(number: string, month: string, year: string) {
  const fingerprint = createHash("sha256").update(number).digest("hex").slice(0, 12);
  const brand = number.startsWith("4")
    ? "visa"
    : number.startsWith("5060") || number.startsWith("5078")
      ? "verve"
      : "mastercard";
  return {
    authorization_code: `AUTH_${fingerprint}${month}${year.slice(-2)}`,
    bin: number.slice(0, 6),
    last4: number.slice(-4),
    exp_month: month,
    exp_year: year.length === 2 ? `20${year}` : year,
    channel: "card",
    card_type: `${brand} `,
    bank: "TEST BANK",
    country_code: "NG",
    brand,
    reusable: true,
    signature: `SIG_${fingerprint}`,
    account_name: null,
  };
}

/** What Paystack says about a charge: the transaction as verify, the list and the webhook describe it. */
export function describedCharge(charge: Charge) {
  return {
    id: charge.id,
    domain: "test",
    status: charge.status,
    reference: charge.reference,
    amount: charge.amount,
    currency: charge.currency,
    message: charge.message,
    gateway_response: charge.status === "success" ? "Successful" : (charge.message ?? "Pending"),
    channel: "card",
    paid_at: charge.status === "success" ? charge.createdAt : null,
    created_at: charge.createdAt,
    authorization: charge.authorization,
    customer: { id: 1, email: charge.email, customer_code: "CUS_fake", first_name: null, last_name: null },
  };
}

/** Where a charge now stands, as POST /charge and the submit_* steps answer it. */
function answer(context: HandlerContext, charge: Charge) {
  if (charge.status === "success") context.emit("charge.success", describedCharge(charge));
  const data: Record<string, unknown> = { reference: charge.reference, status: charge.status };
  if (charge.status === "send_otp") data.display_text = FAKE_OTP_TEXT;
  if (charge.status === "open_url") data.url = `${pageBase}${FAKE_3DS_PATH}${charge.reference}`;
  if (charge.status === "success" || charge.status === "failed") Object.assign(data, describedCharge(charge));
  return ok("Charge attempted", data);
}

/** A submit_* step: passes when the value is right, fails the charge when it is wrong. */
function step(expected: string, check: (body: Record<string, unknown>) => string | null): FakeHandler {
  return (context) => {
    const charge = charges(context.state).get(String(context.body.reference));
    if (!charge) return refused(400, "Transaction reference not found");
    if (charge.status !== expected) return refused(400, "Transaction is not awaiting this step");
    const wrong = check(context.body);
    if (wrong) Object.assign(charge, { status: "failed", message: wrong });
    else charge.status = expected === "send_pin" ? (charge.afterPin ?? "success") : "success";
    return answer(context, charge);
  };
}

/** The person approves or cancels on their bank's 3-D Secure page; answers false for an unknown charge. */
export function completeThreeDSecure(
  state: FakeState,
  reference: string,
  approved: boolean,
  emit?: HandlerContext["emit"],
): boolean {
  const charge = charges(state).get(reference);
  if (!charge || charge.status !== "open_url") return false;
  Object.assign(charge, approved ? { status: "success" } : { status: "failed", message: "Transaction was cancelled." });
  if (approved && emit) emit("charge.success", describedCharge(charge));
  return true;
}

/**
 * GET /__3ds/<reference> shows the bank's page; /__3ds/<reference>/approve or /cancel decides and sends the
 * person back to `returnTo` (Veil's /add-money/return) with the reference, as Paystack's redirect does.
 */
export function threeDSecurePage(
  state: FakeState,
  emit: HandlerContext["emit"],
  pathname: string,
  returnTo: string | undefined,
): { status: number; headers: Record<string, string>; body: string } {
  const [reference = "", decision] = pathname.slice(FAKE_3DS_PATH.length).split("/");
  if (!charges(state).has(reference))
    return { status: 404, headers: { "Content-Type": "text/plain" }, body: "No such charge" };
  if (decision === "approve" || decision === "cancel") {
    completeThreeDSecure(state, reference, decision === "approve", emit);
    const back = returnTo ? `${returnTo}?reference=${reference}` : "about:blank";
    return { status: 302, headers: { Location: back }, body: "" };
  }
  const link = (to: string, label: string) =>
    `<form method="get" action="${FAKE_3DS_PATH}${reference}/${to}"><button type="submit">${label}</button></form>`;
  return {
    status: 200,
    headers: { "Content-Type": "text/html; charset=utf-8" },
    body: `<!doctype html><title>Test bank</title><h1>Confirm this card payment</h1>${link("approve", "Approve")}${link("cancel", "Cancel")}`,
  };
}

export const chargeHandlers: Record<string, FakeHandler> = {
  charge_create: (context) => {
    const { body, state } = context;
    const reference = String(body.reference);
    const known = charges(state).get(reference);
    if (known) return refused(400, "Duplicate Transaction Reference");
    const card = body.card as { number: string; expiry_month: string; expiry_year: string };
    const charge: Charge = {
      id: nextId(state),
      reference,
      amount: Number(body.amount),
      currency: "NGN",
      email: String(body.email),
      status: "success",
      message: null,
      createdAt: new Date().toISOString(),
      authorization: authorizationFor(card.number, card.expiry_month, card.expiry_year),
    };
    if (card.number === "5078507850785072") Object.assign(charge, { status: "send_pin", afterPin: "send_otp" });
    if (card.number === "5060666666666666666") Object.assign(charge, { status: "send_pin", afterPin: "success" });
    if (card.number === "4084080000000409") charge.status = "open_url";
    if (card.number === "4000000000000002") Object.assign(charge, { status: "failed", message: "Declined" });
    charges(state).set(reference, charge);
    state.authorizations.set(String(charge.authorization.authorization_code), {
      email: charge.email,
      ...charge.authorization,
    });
    return answer(context, charge);
  },
  charge_submitPin: step("send_pin", (body) => (body.pin === FAKE_PIN ? null : FAKE_WRONG_PIN)),
  charge_submitOtp: step("send_otp", (body) => (body.otp === FAKE_OTP ? null : FAKE_WRONG_OTP)),
  charge_submitPhone: step("send_phone", () => null),
  charge_submitBirthday: step("send_birthday", () => null),
  transaction_verify: ({ params, state }) => {
    const charge = charges(state).get(params.reference!);
    if (!charge) return refused(400, "Transaction reference not found");
    const status = charge.status.startsWith("send_") || charge.status === "open_url" ? "ongoing" : charge.status;
    return ok("Verification successful", { ...describedCharge(charge), status });
  },
  transaction_chargeAuthorization: (context) => {
    const { body, state } = context;
    const code = String(body.authorization_code);
    const authorization = state.authorizations.get(code);
    if (!authorization || authorization.deactivated) return refused(400, "Invalid authorization code");
    const reference = String(body.reference);
    if (charges(state).has(reference)) return refused(400, "Duplicate Transaction Reference");
    const { email: _email, deactivated: _gone, ...card } = authorization;
    const charge: Charge = {
      id: nextId(state),
      reference,
      amount: Number(body.amount),
      currency: String(body.currency ?? "NGN"),
      email: String(body.email),
      status: "success",
      message: null,
      createdAt: new Date().toISOString(),
      authorization: card,
    };
    charges(state).set(reference, charge);
    context.emit("charge.success", describedCharge(charge));
    return ok("Charge attempted", describedCharge(charge));
  },
  customer_deactivateAuthorization: ({ body, state }) => {
    const authorization = state.authorizations.get(String(body.authorization_code));
    if (!authorization) return refused(404, "Authorization code not found.");
    authorization.deactivated = true;
    return ok("Authorization has been deactivated", undefined);
  },
  refund_create: ({ body, state }) => {
    const charge = charges(state).get(String(body.transaction));
    if (!charge || charge.status !== "success") return refused(400, "Transaction not found or not refundable");
    charge.status = "reversed";
    return ok("Refund has been queued for processing", {
      transaction: { id: charge.id, reference: charge.reference, amount: charge.amount, currency: charge.currency },
      amount: charge.amount,
      currency: charge.currency,
      status: "pending",
    });
  },
};
