// One JSON file per namespace (a screen or a capability), so that texts are added without touching anyone
// else's file. Each language's index lists the same namespaces: messages.test.ts fails when a text is missing.
import common from "./common.json";
import frame from "./frame.json";
import landing from "./landing.json";
import marketing from "./marketing.json";
import login from "./login.json";
import forgotPassword from "./forgotPassword.json";
import onboarding from "./onboarding.json";
import errorPages from "./errorPages.json";
import sandboxPages from "./sandboxPages.json";

const messages = {
  common,
  frame,
  landing,
  marketing,
  login,
  forgotPassword,
  onboarding,
  errorPages,
  sandboxPages,
};

export default messages;
