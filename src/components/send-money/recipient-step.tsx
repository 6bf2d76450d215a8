"use client";

import { useEffect, useMemo, useState } from "react";
import { CheckCircle2Icon, Loader2Icon, RotateCwIcon, ShieldCheckIcon, ZapIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { FormField, describedBy } from "@/components/forms/form-field";
import { recipientIssue } from "@/lib/schemas/transfer-rules";
import { ACCOUNT_NUMBER_MAX_TYPED, guessBanks, typedAccountNumber, walletNumber } from "@/lib/account-number";
import { lazyModule } from "@/lib/lazy-module";
import { onFirstIntent } from "@/lib/on-first-intent";
import { cn } from "@/lib/utils";
import { isVeilWallets, VEIL_WALLETS } from "@/lib/banks";
import { BankCombobox } from "./bank-combobox";
import { useBankList } from "./use-bank-list";
import { useNameEnquiry, type Enquiry } from "./use-name-enquiry";
import { useSay } from "@/components/forms/use-say";
import { gradePayee } from "@/lib/payee-match";
import { PayeeGradeNote } from "./payee-grade-note";
import type { BeneficiaryView } from "@/lib/beneficiaries";
import { BeneficiaryPicker } from "./beneficiary-picker";

export type Recipient = {
  accountNumber: string;
  bank: string;
  accountName: string;
  /** The name the sender expects, compared with the bank's (Confirmation of Payee), and their Send anyway. */
  payeeName?: string;
  sendAnyway?: boolean;
};
export type RecentRecipient = { name: string; accountNumber: string; bank: string };
/** Account Transfer pays from the wallet; Card to Account from a card (bank accounts only, not Veil wallets). */
export type SendMode = "account" | "card";

function RecipientName({ enquiry, hint, onRetry }: { enquiry: Enquiry; hint: string; onRetry: () => void }) {
  const t = useTranslations("sendMoney");
  const say = useSay();
  return (
    <div
      id="recipient-name"
      aria-live="polite"
      className={cn(
        "flex min-h-11 items-center gap-2 rounded-lg border px-3 py-2 text-sm",
        enquiry.state === "resolved"
          ? "border-success/40 bg-success/5"
          : enquiry.state === "failed"
            ? "border-destructive/40 bg-destructive/5"
            : "bg-muted",
      )}
    >
      {/* A number that cannot be this bank's is said under its field; here, what is still needed. */}
      {(enquiry.state === "idle" || enquiry.state === "invalid") && (
        <span className="text-muted-foreground">{hint}</span>
      )}
      {enquiry.state === "checking" && (
        <>
          <Loader2Icon className="size-4 animate-spin text-muted-foreground" aria-hidden />
          <span className="text-muted-foreground">{t("verifying")}</span>
        </>
      )}
      {enquiry.state === "resolved" && (
        <>
          <CheckCircle2Icon className="size-4 text-success" aria-hidden />
          <span className="font-semibold" data-testid="recipient-name">
            {enquiry.accountName}
          </span>
        </>
      )}
      {enquiry.state === "veil" && (
        <>
          <ZapIcon className="size-4 shrink-0 text-primary" aria-hidden />
          <span data-testid="veil-recipient">{t("veilInstant", { number: enquiry.accountName })}</span>
        </>
      )}
      {enquiry.state === "failed" && (
        <>
          <span className="flex-1 text-destructive">{say(enquiry.message)}</span>
          <Button type="button" size="sm" variant="outline" onClick={onRetry}>
            <RotateCwIcon aria-hidden />
            {t("tryAgain")}
          </Button>
        </>
      )}
    </div>
  );
}

/** The recipient's schema (zod), loaded once the person starts using the page (see lazyModule). */
const transferSchemas = lazyModule(() => import("@/lib/schemas/transfer"));

export function RecipientStep({
  initial,
  recent: everyRecent,
  noVeilWallet = null,
  beneficiaries: everyBeneficiary,
  mode,
  onModeChange,
  onContinue,
}: {
  initial: Recipient | null;
  recent: RecentRecipient[];
  /** A number Veil just said has no Veil wallet: Veil is not suggested for it again. */
  noVeilWallet?: string | null;
  beneficiaries: BeneficiaryView[];
  mode: SendMode;
  onModeChange: (mode: SendMode) => void;
  onContinue: (recipient: Recipient) => void;
}) {
  const t = useTranslations("sendMoney");
  const byCard = mode === "card";
  // As the person writes it ("0803 123 4567"); read for the chosen bank into the digits it expects.
  const [typed, setTyped] = useState(initial?.accountNumber ?? "");
  const [bank, setBank] = useState(initial && !(byCard && isVeilWallets(initial.bank)) ? initial.bank : "");
  const [errors, setErrors] = useState<{ accountNumber?: string; bank?: string }>({});
  const [payeeName, setPayeeName] = useState(initial?.payeeName ?? "");
  const everyBank = useBankList();
  const complete = everyBank.complete;
  const banks = useMemo(
    () => (byCard ? everyBank.banks.filter((entry) => !isVeilWallets(entry.name)) : everyBank.banks),
    [byCard, everyBank.banks],
  );
  const recent = useMemo(
    () => (byCard ? everyRecent.filter((person) => !isVeilWallets(person.bank)) : everyRecent),
    [byCard, everyRecent],
  );
  const beneficiaries = useMemo(
    () => (byCard ? everyBeneficiary.filter((saved) => !isVeilWallets(saved.bank)) : everyBeneficiary),
    [byCard, everyBeneficiary],
  );
  const byName = useMemo(() => new Map(banks.map((entry) => [entry.name, entry])), [banks]);
  const chosen = byName.get(bank);
  const { enquiry, retry } = useNameEnquiry(typed, bank, chosen);
  // A number that cannot be the chosen bank's is the field's error, as a refused submit's would be.
  const accountError = errors.accountNumber ?? (enquiry.state === "invalid" ? enquiry.message : undefined);
  const grade = enquiry.state === "resolved" && payeeName.trim() ? gradePayee(payeeName, enquiry.accountName) : null;
  // No bank yet, or one the number does not fit: the banks it does fit, to choose from.
  const recentBanks = useMemo(
    () => [...beneficiaries.map((saved) => saved.bank), ...recent.map((person) => person.bank)],
    [beneficiaries, recent],
  );
  const guesses = useMemo(
    () =>
      chosen && enquiry.state !== "invalid"
        ? []
        : guessBanks(typed, banks, recentBanks).filter(
            (guess) =>
              guess.name !== bank &&
              !(isVeilWallets(guess.name) && noVeilWallet && walletNumber(typed) === noVeilWallet),
          ),
    [chosen, enquiry.state, typed, banks, recentBanks, bank, noVeilWallet],
  );
  useEffect(() => onFirstIntent(transferSchemas.preload), []);
  const chooseBank = (value: string) => {
    setBank(value);
    setErrors((current) => ({ ...current, bank: undefined, accountNumber: undefined }));
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    // Offline, the schema cannot load; the name enquiry has failed too, and says so.
    const schemas = await transferSchemas.get().catch(() => null);
    const input = { recipientAccountNumber: typed, recipientBank: bank };
    const parsed = schemas?.recipientSchema.safeParse(input);
    const found: typeof errors = {};
    for (const issue of parsed && !parsed.success ? parsed.error.issues : []) {
      const field = issue.path[0] === "recipientBank" ? "bank" : "accountNumber";
      found[field] ??= issue.message;
    }
    // A bank not in the list the screen has yet is left to the server while the full list is still coming.
    const listed = recipientIssue(input, chosen);
    if (listed && !found.bank && !found.accountNumber && (chosen || complete)) {
      found[listed.field === "recipientBank" ? "bank" : "accountNumber"] = listed.message;
    }
    if (found.bank || found.accountNumber) {
      setErrors(found);
      return;
    }
    if (enquiry.state === "veil") {
      onContinue({ accountNumber: enquiry.accountNumber, bank, accountName: enquiry.accountName });
      return;
    }
    if (enquiry.state !== "resolved") return;
    const expected = payeeName.trim();
    onContinue({
      accountNumber: enquiry.accountNumber,
      bank,
      accountName: enquiry.accountName,
      ...(expected && { payeeName: expected, sendAnyway: grade === "none" }),
    });
  };

  return (
    <form method="post" onSubmit={submit} noValidate className="flex flex-col gap-5">
      <Tabs
        value={mode}
        onValueChange={(tab) => {
          const next = tab === "card" ? "card" : "account";
          // A Veil wallet is paid from the wallet only: the card tab asks for a bank.
          if (next === "card" && isVeilWallets(bank)) setBank("");
          setErrors({});
          onModeChange(next);
        }}
        className="gap-5"
      >
        <TabsList className="grid w-full grid-cols-2 rounded-xl">
          <TabsTrigger value="account">{t("accountTransfer")}</TabsTrigger>
          <TabsTrigger value="card">{t("cardToAccount")}</TabsTrigger>
        </TabsList>
        {/* The same fields are each tab's panel, which its aria-controls names. */}
        <TabsContent value={mode} className="flex flex-col gap-5" tabIndex={-1}>
          <BeneficiaryPicker
            beneficiaries={beneficiaries}
            onChoose={(saved) => {
              setTyped(saved.accountNumber);
              setBank(saved.bank);
              setErrors({});
            }}
          />
          {byCard && (
            <p
              className="rounded-lg bg-muted px-3 py-2 text-sm text-muted-foreground"
              data-testid="card-to-account-hint"
            >
              {t("cardToAccountHint")}
            </p>
          )}
          <FormField
            id="accountNumber"
            label={chosen?.phoneNumbers ? t("accountOrPhone") : t("accountNumber")}
            error={accountError}
          >
            <Input
              id="accountNumber"
              inputMode="tel"
              autoComplete="off"
              maxLength={ACCOUNT_NUMBER_MAX_TYPED}
              placeholder={chosen?.phoneNumbers ? t("walletPlaceholder") : t("accountNumberPlaceholder")}
              className="tabular-nums"
              value={typed}
              onChange={(event) => {
                setTyped(typedAccountNumber(event.target.value));
                setErrors((current) => ({ ...current, accountNumber: undefined }));
              }}
              {...describedBy("accountNumber", accountError)}
            />
          </FormField>
          <FormField id="bank" label={t("bank")} error={errors.bank}>
            <BankCombobox
              id="bank"
              banks={banks}
              value={bank}
              onValueChange={chooseBank}
              {...describedBy("bank", errors.bank)}
            />
          </FormField>
          {guesses.length > 0 && (
            <div role="group" aria-labelledby="bank-guesses" className="-mt-2 flex flex-col gap-2">
              <span id="bank-guesses" className="text-xs text-muted-foreground">
                {t("suggestedBanks")}
              </span>
              <div className="flex flex-wrap gap-2">
                {guesses.map((guess) => (
                  <Button
                    key={guess.slug}
                    type="button"
                    size="sm"
                    variant="outline"
                    onClick={() => chooseBank(guess.name)}
                  >
                    {guess.name}
                  </Button>
                ))}
              </div>
            </div>
          )}
          <div className="flex flex-col gap-2">
            <span className="text-sm font-medium" id="recipient-name-label">
              {t("recipientName")}
            </span>
            <RecipientName
              enquiry={enquiry}
              hint={chosen ? t(chosen.phoneNumbers ? "enterWalletNumber" : "enterNuban") : t("enterAccount")}
              onRetry={retry}
            />
          </div>
          {!isVeilWallets(bank) && (
            <>
              <FormField id="payeeName" label={t("payeeLabel")}>
                <Input
                  id="payeeName"
                  autoComplete="off"
                  maxLength={100}
                  placeholder={t("payeePlaceholder")}
                  value={payeeName}
                  onChange={(event) => setPayeeName(event.target.value)}
                  aria-describedby="payeeName-hint"
                />
                <p id="payeeName-hint" className="text-sm text-muted-foreground">
                  {t("payeeHint")}
                </p>
              </FormField>
              {grade && enquiry.state === "resolved" && (
                <PayeeGradeNote grade={grade} typed={payeeName.trim()} bankName={enquiry.accountName} />
              )}
              <p className="flex items-start gap-2 text-sm text-muted-foreground">
                <ShieldCheckIcon className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
                {t("nameChecked")}
              </p>
            </>
          )}
          {/* No match: going on is an explicit choice, said on the button that makes it. */}
          <Button
            type="submit"
            size="lg"
            variant={grade === "none" ? "destructive" : "default"}
            disabled={enquiry.state !== "resolved" && enquiry.state !== "veil"}
          >
            {grade === "none" ? t("sendAnyway") : t("continue")}
          </Button>
        </TabsContent>
      </Tabs>
      <section aria-labelledby="recent-recipients" className="flex flex-col gap-3">
        <h2 id="recent-recipients" className="text-sm font-semibold">
          {t("recentRecipients")}
        </h2>
        {recent.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("noRecent")}</p>
        ) : (
          <ul className="grid grid-cols-4 gap-2">
            {recent.map((person) => {
              // A Veil wallet is named by its number: the V of Veil, and the whole number.
              const veil = isVeilWallets(person.bank);
              const [first = person.name, ...rest] = veil ? [person.name] : person.name.split(" ");
              const firstName = veil ? first : first.charAt(0).toUpperCase() + first.slice(1).toLowerCase();
              return (
                <li key={`${person.bank}-${person.accountNumber}`}>
                  <button
                    type="button"
                    className="flex w-full flex-col items-center gap-1 rounded-lg p-2 text-xs hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
                    onClick={() => {
                      setTyped(person.accountNumber);
                      setBank(person.bank);
                      setErrors({});
                    }}
                  >
                    <span
                      className="grid size-11 place-items-center rounded-full bg-primary/10 text-sm font-bold text-primary"
                      aria-hidden
                    >
                      {veil ? VEIL_WALLETS.name.charAt(0) : first.charAt(0)}
                    </span>
                    {/* The name read out starts with the words shown, as WCAG's label-in-name asks. */}
                    <span className="w-full truncate text-center">{firstName}</span>
                    {/* Two people with one first name differ by their account's last digits. */}
                    {!veil && (
                      <span className="text-[0.7rem] text-muted-foreground tabular-nums">
                        ••{person.accountNumber.slice(-4)}
                      </span>
                    )}
                    <span className="sr-only">{[rest.join(" "), person.bank].filter(Boolean).join(", ")}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </form>
  );
}
