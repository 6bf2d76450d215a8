// The payouts sandbox's accounts, as docs/sandbox.md ("Payouts") documents them: plain values, so that the
// end-to-end tests can read them without loading the server.
export const SANDBOX_DECLINED_SERIAL = "999";
export const SANDBOX_PENDING_SERIAL = "888";
export const SANDBOX_RETURNED_SERIAL = "777";
/** A transfer the provider received and the bank never confirms: it stays pending for ever ("received"). */
export const SANDBOX_STUCK_SERIAL = "886";
export const SANDBOX_RETURN_REASON = "The recipient's bank returned the transfer: the account is closed.";
export const SANDBOX_DECLINE_REASON = "The recipient's bank declined the transfer.";

const FIRST_NAMES = ["CHIDI", "AMINA", "TUNDE", "NGOZI", "EMEKA", "FATIMA", "SEGUN", "ZAINAB", "IFEANYI", "BOLA"];
const MIDDLE_NAMES = ["OLUWASEUN", "CHIOMA", "IBRAHIM", "ADA", "KELECHI", "HAUWA", "FEMI", "NKECHI", "YUSUF", "TOBI"];
const LAST_NAMES = [
  "EZE",
  "BELLO",
  "ADEYEMI",
  "OKONKWO",
  "ABUBAKAR",
  "OKAFOR",
  "BALOGUN",
  "NWOSU",
  "IBRAHIM",
  "ADEBAYO",
];

/** The name the sandbox gives an account number: the same digits always give the same name. */
export function sandboxAccountName(accountNumber: string): string {
  const digit = (index: number) => Number(accountNumber[index]);
  return `${FIRST_NAMES[(digit(1) + digit(4)) % 10]} ${MIDDLE_NAMES[(digit(2) + digit(5)) % 10]} ${
    LAST_NAMES[(digit(3) + digit(6) + digit(7)) % 10]
  }`;
}
