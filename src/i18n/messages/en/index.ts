// One JSON file per namespace (a screen or a capability), so that texts are added without touching anyone
// else's file. Each language's index lists the same namespaces: messages.test.ts fails when a text is missing.
import cases from "./cases.json";
import closure from "./closure.json";
import codes from "./codes.json";
import common from "./common.json";
import connectedAccounts from "./connectedAccounts.json";
import connection from "./connection.json";
import display from "./display.json";
import errorPages from "./errorPages.json";
import forgotPassword from "./forgotPassword.json";
import frame from "./frame.json";
import identity from "./identity.json";
import landing from "./landing.json";
import login from "./login.json";
import marketing from "./marketing.json";
import onboarding from "./onboarding.json";
import outbox from "./outbox.json";
import passkeys from "./passkeys.json";
import pin from "./pin.json";
import push from "./push.json";
import receipts from "./receipts.json";
import sandboxPages from "./sandboxPages.json";
import serverErrors from "./serverErrors.json";
import sessions from "./sessions.json";
import settings from "./settings.json";
import statements from "./statements.json";
import twoFactor from "./twoFactor.json";
import ui from "./ui.json";
import validation from "./validation.json";

const messages = {
  cases,
  closure,
  codes,
  common,
  connectedAccounts,
  connection,
  display,
  errorPages,
  forgotPassword,
  frame,
  identity,
  landing,
  login,
  marketing,
  onboarding,
  outbox,
  passkeys,
  pin,
  push,
  receipts,
  sandboxPages,
  serverErrors,
  sessions,
  settings,
  statements,
  twoFactor,
  ui,
  validation,
};

export default messages;
