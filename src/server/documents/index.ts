// The documents module's front door: the only file routes, pages and other modules import from it.
// What a person can keep: a transaction's receipt (PDF, image, link) and statements (PDF, CSV).
export { checkReceipt, limitReceiptChecks, signedReceiptToken } from "./receipts/check-receipt";
export type { ReceiptCheck } from "./receipts/check-receipt";
export { receiptImage } from "./receipts/receipt-image";
export { receiptPdf } from "./receipts/receipt-pdf";
export { receiptForRequest, receiptHeaders } from "./receipts/receipt-request";
export { buildQueuedStatements } from "./statements/build-statement";
export { receiptEmail } from "./receipts/receipt-email";
export { requestStatement, statementFile, statementState } from "./statements/statement-service";
