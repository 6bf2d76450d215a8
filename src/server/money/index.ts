// The money module's front door: the only file routes, pages and other modules import from it.
// Money: the ledger, transfers and payouts, card top-ups, each wallet's account number and deposits, banks,
// limits, history, display rates, Paystack's webhook events; the payouts, cards, funding, banks and rates ports.
export { explainBalance } from "./balance/explain-balance";
export type { BalanceExplained, BalancePart } from "./balance/explain-balance";
export { activeBanks, bankByName } from "./banks/bank-directory";
export { refreshBankDirectory } from "./banks/refresh-bank-directory";
export { cachedDisplayRate } from "./display-rates/display-rate";
export { refreshDisplayRates } from "./display-rates/refresh-display-rates";
export {
  creditHeldDeposit,
  listHeldDeposits,
  releaseFittingHeldDeposits,
  releaseHeldDeposits,
} from "./funding-accounts/held-deposits";
export { returnHeldDeposit, settleHeldReturns } from "./funding-accounts/held-returns";
export type { HeldDepositSnapshot, StaffActor, StaffAudit } from "./funding-accounts/held-deposits";
export { assignPendingVirtualAccounts } from "./funding-accounts/assign-pending-virtual-accounts";
export { requestVirtualAccountAfterSignUp } from "./funding-accounts/request-after-sign-up";
export { REQUERY_WINDOW_MS, requeryDeposits } from "./funding-accounts/requery-deposits";
export type { RequeryResult } from "./funding-accounts/requery-deposits";
export { simulateIncomingTransfer } from "./funding-accounts/simulate-incoming-transfer";
export { tellSandboxReturns } from "./transfers/sandbox-returns";
export { assignedAccount, virtualAccountFor } from "./funding-accounts/virtual-account-view";
export { addMoney, settledFundingAnswer } from "./funding/add-money";
export { TOP_UP_NOT_FOUND, cancelTopUp, continueTopUp, ownTopUp, returnedTopUp } from "./funding/continue-top-up";
export { refreshTopUp } from "./funding/refresh-top-up";
export { editSavedCard, listSavedCards, removeSavedCard } from "./funding/saved-cards";
export { applyChargeStatus } from "./funding/settle-top-up";
export { settlePendingTopUps } from "./funding/top-up-reconciler";
export { walletHoldingsUnderLock } from "./funding/top-up-room";
export {
  BENEFICIARIES_MAX,
  editBeneficiary,
  isBeneficiary,
  listBeneficiaries,
  removeBeneficiary,
  saveBeneficiary,
} from "./beneficiaries/beneficiaries";
export { findTransaction, listTransactions } from "./history/list-transactions";
export { TRANSACTION_DETAIL_FIELDS, TRANSACTION_FIELDS, presentTransaction } from "./history/present-transaction";
export { drawWalletId, openWallet } from "./ledger/open-wallet";
export { sentOn } from "./limits/daily-usage";
export { limitsSummary } from "./limits/limits-summary";
export type { BankDirectoryProvider, DirectoryBank } from "./ports/bank-directory-provider";
export { CardsUnavailableError } from "./ports/cards-provider";
export type {
  AuthorizationCharge,
  CardAuthorization,
  CardCharge,
  CardsProvider,
  ChargeAction,
  ChargeOutcome,
  ChargeStatus,
  VoidOutcome,
} from "./ports/cards-provider";
export { AccountRequestInterrupted } from "./ports/funding-provider";
export type {
  AssignResult,
  AssignedAccount,
  FundingCustomer,
  FundingProvider,
  TimeWindow,
} from "./ports/funding-provider";
export type { ProviderRecord, ProviderRecords, RecordStatus, RecordType } from "./ports/provider-records";
export { describeInstitution } from "./ports/institution";
export { PayoutOutcomeUnknownError, PayoutsUnavailableError, payoutNarration } from "./ports/payouts-provider";
export type { PayoutOutcome, PayoutRequest, PayoutsProvider } from "./ports/payouts-provider";
export { rateDecimal } from "./ports/rates-provider";
export type { RateQuote, RatesProvider } from "./ports/rates-provider";
export type { DifferenceKind } from "./reconciliation/compare-records";
export {
  RESOLUTION_NOTE_MAX,
  openReconciliationDifferences,
  reconciliationReport,
  reconciliationReports,
  resolveReconciliationDifference,
} from "./reconciliation/reconciliation-reports";
export type { ReconciliationDifferenceView, ReconciliationRunView } from "./reconciliation/reconciliation-reports";
export { lagosDayWindow, reconcileYesterday, runReconciliation } from "./reconciliation/run-reconciliation";
export { resolveRecipient } from "./transfers/name-enquiry";
export { settlePendingPayouts } from "./transfers/payout-reconciler";
export { listPendingPayouts } from "./transfers/pending-payouts";
export { listPendingAccounts, listPendingTopUps, noticeLongPending } from "./pending/pending-notices";
export type { PendingAccountRow, PendingTopUpRow } from "./pending/pending-notices";
export type { PendingPayoutRow } from "./transfers/pending-payouts";
export { refreshPendingTransfer } from "./transfers/refresh-payout";
export {
  answerForCardStep,
  cardSendAnswer,
  sentFromCard,
  payFromCard,
  sendChargedCardPayments,
  settledCardSendAnswer,
} from "./transfers/card-to-account";
export { sendMoney, transferAnswer } from "./transfers/send-money";
export { assessSend } from "./transfers/risky-send";
export { cancelScheduledSend } from "./transfers/scheduled-sends";
export { recentRecipients, recentTransactions, walletOf } from "./wallet-summary";
export type { WalletSummary } from "./wallet-summary";
export { SIGNATURE_HEADER, signWebhook, validWebhookSignature } from "./webhooks/paystack-signature";
export { receivePaystackWebhook } from "./webhooks/paystack-webhook";
