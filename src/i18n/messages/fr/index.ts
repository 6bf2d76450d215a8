// One JSON file per namespace (a screen or a capability), so that texts are added without touching anyone
// else's file. Each language's index lists the same namespaces: messages.test.ts fails when a text is missing.
import addMoney from "./addMoney.json";
import balance from "./balance.json";
import beneficiaries from "./beneficiaries.json";
import cards from "./cards.json";
import cases from "./cases.json";
import closure from "./closure.json";
import codes from "./codes.json";
import common from "./common.json";
import connectedAccounts from "./connectedAccounts.json";
import connection from "./connection.json";
import dashboard from "./dashboard.json";
import display from "./display.json";
import errorPages from "./errorPages.json";
import forgotPassword from "./forgotPassword.json";
import frame from "./frame.json";
import freeze from "./freeze.json";
import identity from "./identity.json";
import landing from "./landing.json";
import legal from "./legal.json";
import login from "./login.json";
import marketing from "./marketing.json";
import money from "./money.json";
import onboarding from "./onboarding.json";
import outbox from "./outbox.json";
import passkeys from "./passkeys.json";
import pin from "./pin.json";
import profile from "./profile.json";
import push from "./push.json";
import receipts from "./receipts.json";
import sandboxPages from "./sandboxPages.json";
import sendMoney from "./sendMoney.json";
import serverErrors from "./serverErrors.json";
import sessions from "./sessions.json";
import settings from "./settings.json";
import staff from "./staff.json";
import statements from "./statements.json";
import transaction from "./transaction.json";
import transactions from "./transactions.json";
import twoFactor from "./twoFactor.json";
import ui from "./ui.json";
import validation from "./validation.json";
import wallet from "./wallet.json";

const messages = {
  addMoney,
  balance,
  beneficiaries,
  cards,
  cases,
  closure,
  codes,
  common,
  connectedAccounts,
  connection,
  dashboard,
  display,
  errorPages,
  forgotPassword,
  frame,
  freeze,
  identity,
  landing,
  legal,
  login,
  marketing,
  money,
  onboarding,
  outbox,
  passkeys,
  pin,
  profile,
  push,
  receipts,
  sandboxPages,
  sendMoney,
  serverErrors,
  sessions,
  settings,
  staff,
  statements,
  transaction,
  transactions,
  twoFactor,
  ui,
  validation,
  wallet,
};

export default messages;
