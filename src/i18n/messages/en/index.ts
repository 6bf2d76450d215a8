// One JSON file per namespace (a screen or a capability), so that texts are added without touching anyone
// else's file. Each language's index lists the same namespaces: messages.test.ts fails when a text is missing.
import common from "./common.json";
import connectedAccounts from "./connectedAccounts.json";

const messages = {
  common,
  connectedAccounts,
};

export default messages;
