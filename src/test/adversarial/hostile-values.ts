// Values an attacker or a broken client sends in place of a field. Each list holds only values that no
// field of its kind accepts, so every one of them must be answered 400.

/** A JSON object nested this deep is refused by the schema long before it is walked. */
export function nested(depth: number): unknown {
  let value: unknown = "deep";
  for (let level = 0; level < depth; level++) value = { a: value };
  return value;
}

const NOT_A_STRING: unknown[] = [null, 0, 123, -1, 1e21, 0.1, true, false, [], ["100"], {}, { $gt: "" }, nested(200)];
const NOT_A_BOOLEAN: unknown[] = [null, 0, 1, "true", "false", "", [], [true], {}, { $ne: false }, nested(200)];

const UNICODE_DIGITS = ["١٢٣٤٥٦٧٨٩٠١", "１２３４５６７８９０１", "१२३४५६७८९०१", "𝟏𝟐𝟑𝟒𝟓𝟔𝟕𝟖𝟗𝟎𝟏"];

/** Strings that are not amounts: zero, negative, exponent, hex, 3 decimals, too many digits, other digits. */
const AMOUNTS = [
  "",
  " ",
  "0",
  "0.00",
  "-100",
  "-0.01",
  "100.001",
  "1e3",
  "1E3",
  "0x10",
  "0b11",
  "1_000",
  "Infinity",
  "NaN",
  "100000000000",
  "99999999999.99",
  "١٠٠",
  "１００",
  "100 naira",
  "100;DROP TABLE users",
];

const HUGE = "9".repeat(15_000);

/** The strings each field refuses besides NOT_A_STRING; by field name. */
/** Text PostgreSQL cannot store: every free-text field refuses it before anything is written. */
const UNSTORABLE = ["\ud800", "fees\udc00", "a\u0000b"];

const FIELD_STRINGS: Record<string, string[]> = {
  // A push subscription (POST /api/push/subscriptions): the server POSTs to the endpoint, so internal addresses too.
  endpoint: [
    "",
    "not a url",
    "https://169.254.169.254/latest/meta-data",
    "http://10.0.0.1/push",
    "file:///etc/passwd",
    HUGE,
  ],
  p256dh: ["", "not base64!", "B".repeat(101), HUGE],
  auth: ["", "a b", "A".repeat(41), HUGE],
  amount: AMOUNTS,
  bvn: ["", "1234567890", "123456789012", "1e10", "0x123456789", "-1234567890", "1234567890 ", ...UNICODE_DIGITS, HUGE],
  phoneNumber: ["", "123", "+1 202 555 0143", "0x803123456", "1e10", ...UNICODE_DIGITS, HUGE],
  recipientAccountNumber: [
    "",
    "123456789",
    "12345678901",
    "1e9",
    "0x12345678",
    "-123456789",
    "١٢٣٤٥٦٧٨٩٠",
    "０１２３４５６７８９",
    HUGE,
  ],
  recipientBank: ["", "Bank of Nowhere", "gtbank", "GTBank ", "058152", HUGE],
  description: ["x".repeat(101), HUGE, ...UNSTORABLE],
  cardNumber: [
    "",
    "4084",
    "4084 0840 8408 408",
    "40840840840840811",
    "4084-0840-8408-4081",
    "١٢٣٤٥٦٧٨٩٠١٢٣٤٥٦",
    "1e15",
    HUGE,
  ],
  expiryDate: ["", "13/30", "00/30", "1/30", "12/2030", "12-30", "１２/３０", HUGE],
  cvv: ["", "12", "12345", "abc", "١٢٣", "1e2", HUGE],
  cardholderName: ["", " ", "x".repeat(101), HUGE, ...UNSTORABLE],
  fullName: ["", "  ", "x".repeat(101), HUGE, ...UNSTORABLE],
  dateOfBirth: ["", "01/01/1990", "1990-1-1", "1990-13-45", "yesterday", "١٩٩٠-٠١-٠١", HUGE],
  address: ["", "    ", "x".repeat(201), HUGE, ...UNSTORABLE],
  /** One of Nigeria's 36 states or "FCT", exactly as listed. */
  state: ["", "lagos", "LAGOS", "Lagos ", "Atlantis", "Abuja", HUGE, ...UNSTORABLE],
  email: ["", "not an email", "a@", "@example.com", `${"x".repeat(250)}@example.com`, HUGE],
  password: ["", "short", "é".repeat(40), HUGE],
  newPassword: ["", "short", "é".repeat(40), HUGE],
  currentPassword: ["", HUGE],
  confirmPassword: ["", "does not match"],
  language: ["", "de", "EN", HUGE],
  reason: ["", "other", "LOST_PHONE", HUGE],
  note: ["", "   ", "x".repeat(1001), HUGE, ...UNSTORABLE],
  // A transactionPin of the wrong shape is a wrong PIN (403, counted); only one no PIN could be is a bad request.
  transactionPin: [HUGE],
  currentPin: ["", "123", "12345", "abcd", "١٢٣٤", HUGE],
  pin: ["", "123", "12345", "abcd", "0000", "7777", "1234", "4321", "１２３４", HUGE],
  confirmPin: ["", "4827"],
  currency: ["", "gbp", "NGN", HUGE],
  /** A one-time code: SMS, authenticator or recovery. */
  code: [
    ...["", " ", "12345", "1234567", "12a456", "abcdef", "1e5", "0x1234", "１２３４５６", "١٢٣٤٥٦", "abcd-efgh"],
    ...["123456;DROP", "x".repeat(33), "12\u00003456", HUGE],
  ],
  method: ["", "APP", "email", "totp", HUGE],
  // A passkey's answer: base64url text of bounded size, and "public-key".
  ...Object.fromEntries(
    ["id", "rawId", "clientDataJSON", "attestationObject", "authenticatorData", "signature"].map((field) => [
      field,
      ["", "not base64url!", "a+b/c=", "é", ...UNSTORABLE, HUGE],
    ]),
  ),
  type: ["", "password", "Public-Key", HUGE],
};

/** Every value the field must refuse, from the kind of its valid value. */
export function hostileValuesFor(field: string, valid: unknown): unknown[] {
  if (typeof valid === "boolean") return NOT_A_BOOLEAN;
  if (typeof valid === "object" && valid !== null) return [null, "card", 4084, [], nested(200)];
  const strings = FIELD_STRINGS[field];
  if (!strings) throw new Error(`No hostile strings listed for the field "${field}".`);
  return [...NOT_A_STRING, ...strings];
}
