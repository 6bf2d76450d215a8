import { EnvError, bcryptCostFrom, parseEnv } from "./parse-env";

const GOOD = {
  NODE_ENV: "production",
  DATABASE_URL: "postgresql://veil:secret@db.example:5432/veil",
  NEXTAUTH_SECRET: "x".repeat(32),
  BVN_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString("base64"),
  PAYOUTS_WEBHOOK_SECRET: "w".repeat(48),
};

const REAL_MESSAGES = {
  IDENTITY_PROVIDER: "dojah",
  SMS_PROVIDER: "dojah",
  DOJAH_APP_ID: "app",
  DOJAH_SECRET_KEY: "key",
  DOJAH_SENDER_ID: "Veil",
  EMAIL_PROVIDER: "smtp",
  SMTP_URL: "smtp://mail.example.com:587",
  EMAIL_FROM: "Veil <no-reply@example.com>",
  SUPPORT_EMAIL: "support@example.com",
};

/** A reviewer's deployment on test keys keeps the sandbox inbox behind this. */
const REVIEWER = { SANDBOX_INBOX_SECRET: "r".repeat(48) };

function problems(source: Record<string, string | undefined>, devSecret?: (name: string) => string): string {
  try {
    parseEnv(source, { developmentSecret: devSecret });
    return "";
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return (error as Error).message;
  }
}

describe("parseEnv", () => {
  it("accepts a complete production environment", () => {
    expect(parseEnv(GOOD).DATABASE_URL).toBe(GOOD.DATABASE_URL);
  });

  it("names NEXTAUTH_SECRET when production has none, and never invents one", () => {
    expect(problems({ ...GOOD, NEXTAUTH_SECRET: undefined }, () => "y".repeat(48))).toMatch(
      /NEXTAUTH_SECRET is missing/,
    );
  });

  it("names NEXTAUTH_SECRET when it is shorter than 32 bytes", () => {
    expect(problems({ ...GOOD, NEXTAUTH_SECRET: "x".repeat(31) })).toMatch(/NEXTAUTH_SECRET is too short/);
  });

  it("names DATABASE_URL when it is missing or empty", () => {
    expect(problems({ ...GOOD, DATABASE_URL: undefined })).toMatch(/DATABASE_URL is missing/);
    expect(problems({ ...GOOD, DATABASE_URL: "" })).toMatch(/DATABASE_URL is missing/);
  });

  it("takes DATABASE_POOL_SIZE as a whole number from 1 to 100, 10 when unset or empty", () => {
    expect(parseEnv(GOOD).DATABASE_POOL_SIZE).toBe(10);
    expect(parseEnv({ ...GOOD, DATABASE_POOL_SIZE: "" }).DATABASE_POOL_SIZE).toBe(10);
    expect(parseEnv({ ...GOOD, DATABASE_POOL_SIZE: "16" }).DATABASE_POOL_SIZE).toBe(16);
    for (const bad of ["0", "101", "2.5", "many"]) {
      expect(problems({ ...GOOD, DATABASE_POOL_SIZE: bad })).toMatch(
        /DATABASE_POOL_SIZE must be a whole number from 1 to 100/,
      );
    }
  });

  it("refuses a DATABASE_URL that is not PostgreSQL", () => {
    expect(problems({ ...GOOD, DATABASE_URL: "mysql://x" })).toMatch(/postgresql:\/\//);
  });

  it("takes an optional PIN_KEY and PIN_KEY_PREVIOUS of at least 32 bytes, and names a short one", () => {
    const key = Buffer.alloc(32, 9).toString("base64");
    expect(parseEnv({ ...GOOD, PIN_KEY: key, PIN_KEY_PREVIOUS: key })).toMatchObject({ PIN_KEY: key });
    expect(parseEnv(GOOD).PIN_KEY).toBeUndefined();
    expect(problems({ ...GOOD, PIN_KEY: Buffer.alloc(16).toString("base64") })).toMatch(/PIN_KEY must be at least 32/);
    expect(problems({ ...GOOD, PIN_KEY_PREVIOUS: "short" })).toMatch(/PIN_KEY_PREVIOUS must be at least 32/);
  });

  it("names BVN_ENCRYPTION_KEY when production has none or it is not 32 bytes", () => {
    expect(problems({ ...GOOD, BVN_ENCRYPTION_KEY: undefined }, () => "y".repeat(48))).toMatch(
      /BVN_ENCRYPTION_KEY is missing/,
    );
    expect(problems({ ...GOOD, BVN_ENCRYPTION_KEY: Buffer.alloc(16).toString("base64") })).toMatch(
      /BVN_ENCRYPTION_KEY must be 32 bytes/,
    );
  });

  it("names PAYOUTS_WEBHOOK_SECRET when production has none or it is short", () => {
    expect(problems({ ...GOOD, PAYOUTS_WEBHOOK_SECRET: undefined }, () => "y".repeat(48))).toMatch(
      /PAYOUTS_WEBHOOK_SECRET is missing/,
    );
    expect(problems({ ...GOOD, PAYOUTS_WEBHOOK_SECRET: "w".repeat(31) })).toMatch(
      /PAYOUTS_WEBHOOK_SECRET is too short/,
    );
  });

  it("uses the generated development secret outside production", () => {
    const env = parseEnv(
      { ...GOOD, NODE_ENV: "development", NEXTAUTH_SECRET: undefined },
      { developmentSecret: (name) => (name === "NEXTAUTH_SECRET" ? "d".repeat(48) : "unused") },
    );
    expect(env.NEXTAUTH_SECRET).toBe("d".repeat(48));
  });
});

describe("parseEnv: proxies and limits", () => {
  it("trusts no proxy header unless told, and reads TRUSTED_PROXY as a number of hops", () => {
    expect(parseEnv(GOOD).TRUSTED_PROXY).toBe(0);
    expect(parseEnv({ ...GOOD, TRUSTED_PROXY: "true" }).TRUSTED_PROXY).toBe(1);
    expect(parseEnv({ ...GOOD, TRUSTED_PROXY: "2" }).TRUSTED_PROXY).toBe(2);
    expect(problems({ ...GOOD, TRUSTED_PROXY: "yes please" })).toMatch(/TRUSTED_PROXY must be/);
    expect(problems({ ...GOOD, TRUSTED_PROXY: "-1" })).toMatch(/TRUSTED_PROXY must be/);
  });

  it("gives the lookup limits their production defaults and names a bad one", () => {
    const env = parseEnv(GOOD);
    expect(env.VERIFY_LIMIT_PER_HOUR).toBe(20);
    expect(env.NAME_ENQUIRY_LIMIT_PER_HOUR).toBe(60);
    expect(env.WALLET_CREATE_LIMIT_PER_HOUR).toBe(10);
    expect(problems({ ...GOOD, VERIFY_LIMIT_PER_HOUR: "0" })).toMatch(/VERIFY_LIMIT_PER_HOUR must be/);
  });

  it("asks for work above 10 anonymous texts a minute unless told otherwise, and names a bad value", () => {
    expect(parseEnv(GOOD).ANONYMOUS_TEXTS_USUAL_PER_MINUTE).toBe(10);
    expect(parseEnv({ ...GOOD, ANONYMOUS_TEXTS_USUAL_PER_MINUTE: "40" }).ANONYMOUS_TEXTS_USUAL_PER_MINUTE).toBe(40);
    expect(problems({ ...GOOD, ANONYMOUS_TEXTS_USUAL_PER_MINUTE: "0" })).toMatch(
      /ANONYMOUS_TEXTS_USUAL_PER_MINUTE must be/,
    );
  });

  it("takes DATABASE_URL_UNPOOLED as an optional postgresql:// URL, unset when empty", () => {
    expect(parseEnv(GOOD).DATABASE_URL_UNPOOLED).toBeUndefined();
    expect(parseEnv({ ...GOOD, DATABASE_URL_UNPOOLED: "" }).DATABASE_URL_UNPOOLED).toBeUndefined();
    const direct = "postgresql://veil:secret@db-direct.example:5432/veil";
    expect(parseEnv({ ...GOOD, DATABASE_URL_UNPOOLED: direct }).DATABASE_URL_UNPOOLED).toBe(direct);
    expect(problems({ ...GOOD, DATABASE_URL_UNPOOLED: "db.example" })).toMatch(
      /DATABASE_URL_UNPOOLED must be a postgresql:\/\/ URL/,
    );
  });

  it("gives the database 5 s to connect and 5 s per statement unless told otherwise", () => {
    const env = parseEnv(GOOD);
    expect(env.DATABASE_CONNECT_TIMEOUT_MS).toBe(5_000);
    expect(env.DATABASE_STATEMENT_TIMEOUT_MS).toBe(5_000);
  });

  it("offers Google only with both its client id and secret, and this site's address off Vercel", () => {
    expect(parseEnv(GOOD).GOOGLE_CLIENT_ID).toBeUndefined();
    expect(() => parseEnv({ ...GOOD, GOOGLE_CLIENT_ID: "id" })).toThrow(/GOOGLE_CLIENT_SECRET is missing/);
    expect(() => parseEnv({ ...GOOD, GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "s" })).toThrow(
      /NEXTAUTH_URL is missing/,
    );
    const google = { ...GOOD, GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "s" };
    expect(parseEnv({ ...google, VERCEL: "1" }).GOOGLE_ISSUER).toBe("https://accounts.google.com");
    expect(() => parseEnv({ ...google, NEXTAUTH_URL: "not a url" })).toThrow(/NEXTAUTH_URL must be/);
  });

  it("offers Facebook only with both its app id and secret, and this site's address off Vercel", () => {
    expect(parseEnv(GOOD).FACEBOOK_CLIENT_ID).toBeUndefined();
    expect(() => parseEnv({ ...GOOD, FACEBOOK_CLIENT_SECRET: "s" })).toThrow(/FACEBOOK_CLIENT_ID is missing/);
    expect(() => parseEnv({ ...GOOD, FACEBOOK_CLIENT_ID: "id", FACEBOOK_CLIENT_SECRET: "s" })).toThrow(
      /NEXTAUTH_URL is missing/,
    );
    const facebook = { ...GOOD, FACEBOOK_CLIENT_ID: "id", FACEBOOK_CLIENT_SECRET: "s", VERCEL: "1" };
    expect(parseEnv(facebook).FACEBOOK_URL).toBeUndefined();
    expect(() => parseEnv({ ...facebook, FACEBOOK_URL: "ftp://x" })).toThrow(/FACEBOOK_URL must be/);
  });

  it("runs every provider on its sandbox unless told otherwise", () => {
    const env = parseEnv(GOOD);
    expect([env.PAYOUTS_PROVIDER, env.CARDS_PROVIDER, env.FUNDING_PROVIDER]).toEqual(["sandbox", "sandbox", "sandbox"]);
    expect(env.PAYSTACK_BASE_URL).toBe("https://api.paystack.co");
  });

  it("refuses to start on paystack without PAYSTACK_SECRET_KEY, and names the providers that need it", () => {
    expect(problems({ ...GOOD, CARDS_PROVIDER: "paystack" })).toMatch(
      /PAYSTACK_SECRET_KEY is missing: CARDS_PROVIDER is paystack/,
    );
    expect(problems({ ...GOOD, PAYOUTS_PROVIDER: "paystack", FUNDING_PROVIDER: "paystack" })).toMatch(
      /PAYOUTS_PROVIDER, FUNDING_PROVIDER are paystack/,
    );
    expect(problems({ ...GOOD, PAYOUTS_PROVIDER: "flutterwave" })).toMatch(
      /PAYOUTS_PROVIDER must be sandbox or paystack/,
    );
    const env = parseEnv({
      ...GOOD,
      ...REVIEWER,
      PAYOUTS_PROVIDER: "paystack",
      PAYSTACK_SECRET_KEY: "sk_test_0123456789abcdef",
      PAYSTACK_BASE_URL: "http://127.0.0.1:4010",
    });
    expect(env.PAYOUTS_PROVIDER).toBe("paystack");
    expect(env.PAYSTACK_BASE_URL).toBe("http://127.0.0.1:4010");
  });

  it("refuses the sandbox inbox where real people have money: a live key or Vercel's production", () => {
    const money = { CARDS_PROVIDER: "paystack", FUNDING_PROVIDER: "paystack", PAYOUTS_PROVIDER: "paystack" };
    const live = { ...GOOD, ...money, PAYSTACK_SECRET_KEY: "sk_live_0123456789abcdef" };
    expect(problems(live)).toMatch(/SMS_PROVIDER and EMAIL_PROVIDER must be real .* show everyone's codes/);
    expect(problems({ ...live, ...REAL_MESSAGES, EMAIL_PROVIDER: "sandbox" })).toMatch(
      /start: EMAIL_PROVIDER must be real/,
    );
    expect(problems({ ...live, ...REAL_MESSAGES })).toBe("");
    expect(problems({ ...GOOD, VERCEL_ENV: "production" })).toMatch(/must be real/);
    expect(problems({ ...live, ...REAL_MESSAGES, IDENTITY_PROVIDER: "sandbox" })).toMatch(
      /start: IDENTITY_PROVIDER must be dojah on a live deployment/,
    );
    expect(problems({ ...GOOD, VERCEL_ENV: "preview" })).toBe("");
  });

  it("refuses a shortened pending notice on a live deployment, and takes it on a test server", () => {
    const money = { CARDS_PROVIDER: "paystack", FUNDING_PROVIDER: "paystack", PAYOUTS_PROVIDER: "paystack" };
    const live = { ...GOOD, ...money, ...REAL_MESSAGES, PAYSTACK_SECRET_KEY: "sk_live_0123456789abcdef" };
    expect(problems(live)).toBe("");
    expect(problems({ ...live, PENDING_NOTICE_SECONDS: "20" })).toMatch(
      /PENDING_NOTICE_SECONDS is for test servers only/,
    );
    expect(problems({ ...GOOD, PENDING_NOTICE_SECONDS: "20" })).toBe("");
    expect(problems({ ...GOOD, PENDING_NOTICE_SECONDS: "0" })).toMatch(/PENDING_NOTICE_SECONDS must be a whole number/);
  });

  it("refuses a real identity or money provider beside sandbox SMS or email, naming the variables, unless a reviewer secret guards the inbox", () => {
    const dojah = { IDENTITY_PROVIDER: "dojah", DOJAH_APP_ID: "app", DOJAH_SECRET_KEY: "key" };
    expect(problems({ ...GOOD, ...dojah })).toMatch(
      /start: IDENTITY_PROVIDER=dojah with SMS_PROVIDER=sandbox and EMAIL_PROVIDER=sandbox: the sandbox inbox would show real people's codes to anyone\. Set SMS_PROVIDER=dojah and EMAIL_PROVIDER=smtp, or, .* SANDBOX_INBOX_SECRET/,
    );
    const testKey = { PAYSTACK_SECRET_KEY: "sk_test_0123456789abcdef" };
    for (const name of ["PAYOUTS_PROVIDER", "CARDS_PROVIDER", "FUNDING_PROVIDER"]) {
      expect(problems({ ...GOOD, ...testKey, [name]: "paystack" })).toMatch(
        new RegExp(`start: ${name}=paystack with SMS_PROVIDER=sandbox and EMAIL_PROVIDER=sandbox: `),
      );
    }
    // One message provider still the sandbox is enough to show someone's codes.
    const smsOnly = { ...REAL_MESSAGES, EMAIL_PROVIDER: "sandbox" };
    expect(problems({ ...GOOD, ...smsOnly, FUNDING_PROVIDER: "paystack", ...testKey })).toMatch(
      /start: IDENTITY_PROVIDER=dojah, FUNDING_PROVIDER=paystack with EMAIL_PROVIDER=sandbox: /,
    );
    expect(problems({ ...GOOD, ...REAL_MESSAGES, SMS_PROVIDER: "sandbox" })).toMatch(
      /IDENTITY_PROVIDER=dojah with SMS_PROVIDER=sandbox: /,
    );
    // Real messages, or a reviewer's secret in front of the inbox: it starts.
    expect(problems({ ...GOOD, ...REAL_MESSAGES, CARDS_PROVIDER: "paystack", ...testKey })).toBe("");
    expect(problems({ ...GOOD, ...dojah, ...REVIEWER, CARDS_PROVIDER: "paystack", ...testKey })).toBe("");
    // Sandbox money and identity with real SMS mix nothing real with the inbox.
    expect(problems({ ...GOOD, ...smsOnly, IDENTITY_PROVIDER: "sandbox" })).toBe("");
    expect(problems({ ...GOOD, ...dojah, SANDBOX_INBOX_SECRET: "short" })).toMatch(
      /SANDBOX_INBOX_SECRET is too short: it needs at least 32 bytes/,
    );
    // The secret never opens the inbox where real money is: a live key still needs real messages.
    const live = { CARDS_PROVIDER: "paystack", FUNDING_PROVIDER: "paystack", PAYOUTS_PROVIDER: "paystack" };
    expect(problems({ ...GOOD, ...REVIEWER, ...live, PAYSTACK_SECRET_KEY: "sk_live_0123456789abcdef" })).toMatch(
      /SMS_PROVIDER and EMAIL_PROVIDER must be real .* on a live deployment/,
    );
  });

  it("refuses live payouts beside a sandbox that credits wallets, and allows them with test keys", () => {
    const live = { ...GOOD, PAYOUTS_PROVIDER: "paystack", PAYSTACK_SECRET_KEY: "sk_live_0123456789abcdef" };
    expect(problems(live)).toMatch(/CARDS_PROVIDER and FUNDING_PROVIDER must be paystack too/);
    expect(problems({ ...live, ...REAL_MESSAGES, CARDS_PROVIDER: "paystack", FUNDING_PROVIDER: "paystack" })).toBe("");
    expect(problems({ ...live, ...REVIEWER, PAYSTACK_SECRET_KEY: "sk_test_0123456789abcdef" })).toBe("");
  });
  it("needs Dojah's keys when IDENTITY_PROVIDER is dojah, naming them, and refuses an identity vendor it does not know", () => {
    expect(parseEnv(GOOD)).toMatchObject({ IDENTITY_PROVIDER: "sandbox" });
    const none = problems({ ...GOOD, IDENTITY_PROVIDER: "dojah" });
    expect(none).toMatch(/DOJAH_APP_ID is missing: IDENTITY_PROVIDER is dojah\./);
    expect(none).toMatch(/DOJAH_SECRET_KEY is missing: IDENTITY_PROVIDER is dojah\./);
    expect(none).not.toMatch(/DOJAH_SENDER_ID/);
    const both = problems({ ...GOOD, IDENTITY_PROVIDER: "dojah", SMS_PROVIDER: "dojah", DOJAH_APP_ID: "app" });
    expect(both).toMatch(/DOJAH_SECRET_KEY is missing: SMS_PROVIDER and IDENTITY_PROVIDER are dojah\./);
    expect(both).not.toMatch(/DOJAH_APP_ID/);
    const keys = { DOJAH_APP_ID: "app", DOJAH_SECRET_KEY: "key", DOJAH_BASE_URL: "http://127.0.0.1:3141" };
    expect(parseEnv({ ...GOOD, ...REVIEWER, IDENTITY_PROVIDER: "dojah", ...keys })).toMatchObject({
      IDENTITY_PROVIDER: "dojah",
      DOJAH_BASE_URL: "http://127.0.0.1:3141",
    });
    expect(problems({ ...GOOD, IDENTITY_PROVIDER: "smileid" })).toMatch(/IDENTITY_PROVIDER must be sandbox or dojah\./);
  });

  it("needs Dojah's keys and sender when SMS_PROVIDER is dojah, and SMTP_URL and EMAIL_FROM when email is smtp", () => {
    expect(parseEnv(GOOD)).toMatchObject({ SMS_PROVIDER: "sandbox", EMAIL_PROVIDER: "sandbox" });
    const dojah = problems({ ...GOOD, SMS_PROVIDER: "dojah", DOJAH_APP_ID: "app" });
    expect(dojah).toMatch(/DOJAH_SECRET_KEY is missing: SMS_PROVIDER is dojah/);
    expect(dojah).toMatch(/DOJAH_SENDER_ID is missing/);
    expect(dojah).not.toMatch(/DOJAH_APP_ID/);
    const smtp = problems({ ...GOOD, EMAIL_PROVIDER: "smtp" });
    expect(smtp).toMatch(/SMTP_URL is missing/);
    expect(smtp).toMatch(/EMAIL_FROM is missing/);
    expect(smtp).toMatch(/SUPPORT_EMAIL is missing/);
    expect(problems({ ...GOOD, EMAIL_PROVIDER: "smtp", SMTP_URL: "http://x", EMAIL_FROM: "a@b.c" })).toMatch(
      /SMTP_URL must be an smtp/,
    );
    expect(problems({ ...GOOD, SMS_PROVIDER: "termii" })).toMatch(/SMS_PROVIDER must be sandbox or dojah/);
    const real = {
      ...GOOD,
      SMS_PROVIDER: "dojah",
      DOJAH_APP_ID: "app",
      DOJAH_SECRET_KEY: "key",
      DOJAH_SENDER_ID: "Veil",
      EMAIL_PROVIDER: "smtp",
      SMTP_URL: "smtps://u:p@mail.example:465",
      EMAIL_FROM: "Veil <no-reply@veil.ng>",
      SUPPORT_EMAIL: "support@veil.ng",
    };
    expect(parseEnv(real)).toMatchObject({ SMS_PROVIDER: "dojah", EMAIL_PROVIDER: "smtp" });
  });
});

describe("parseEnv: bcrypt's cost", () => {
  it("hashes at cost 12 unless told, and takes a whole number from 4 to 16", () => {
    expect(parseEnv(GOOD).BCRYPT_COST).toBe(12);
    expect(parseEnv({ ...GOOD, BCRYPT_COST: "" }).BCRYPT_COST).toBe(12);
    expect(parseEnv({ ...GOOD, BCRYPT_COST: "13" }).BCRYPT_COST).toBe(13);
    expect(parseEnv({ ...GOOD, NODE_ENV: "test", BCRYPT_COST: "4" }).BCRYPT_COST).toBe(4);
    for (const bad of ["3", "17", "12.5", "slow"]) {
      expect(problems({ ...GOOD, BCRYPT_COST: bad })).toMatch(/BCRYPT_COST must be a whole number from 4 to 16/);
    }
  });

  it("refuses less than 12 in production at boot, saying why and what to set", () => {
    expect(problems({ ...GOOD, BCRYPT_COST: "10" })).toMatch(
      /BCRYPT_COST is 10: production needs at least 12.*set it to 12 or more/,
    );
  });

  it("lets a production build run at a test cost only with BCRYPT_TEST_COST, and never where it is live", () => {
    expect(parseEnv({ ...GOOD, BCRYPT_COST: "4", BCRYPT_TEST_COST: "true" }).BCRYPT_COST).toBe(4);
    expect(problems({ ...GOOD, BCRYPT_COST: "4", BCRYPT_TEST_COST: "true", VERCEL_ENV: "production" })).toMatch(
      /BCRYPT_COST is 4: production needs at least 12/,
    );
  });

  it("reads the cost on its own for scripts, by the same rule", () => {
    expect(bcryptCostFrom({})).toBe(12);
    expect(bcryptCostFrom({ BCRYPT_COST: "5" })).toBe(5);
    expect(() => bcryptCostFrom({ BCRYPT_COST: "40" })).toThrow(/BCRYPT_COST must be a whole number from 4 to 16/);
  });
});
