// One JSON file per namespace (a screen or a capability), so that texts are added without touching anyone
// else's file. Each language's index lists the same namespaces: messages.test.ts fails when a text is missing.
import common from "./common.json";
import settings from "./settings.json";
import pin from "./pin.json";
import twoFactor from "./twoFactor.json";
import passkeys from "./passkeys.json";
import sessions from "./sessions.json";
import codes from "./codes.json";
import identity from "./identity.json";
import ui from "./ui.json";

const messages = {
  common,
  settings,
  pin,
  twoFactor,
  passkeys,
  sessions,
  codes,
  identity,
  ui,
};

export default messages;
