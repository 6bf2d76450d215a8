// One JSON file per namespace (a screen or a capability), so that texts are added without touching anyone
// else's file. Each language's index lists the same namespaces: messages.test.ts fails when a text is missing.
import cases from "./cases.json";
import closure from "./closure.json";
import common from "./common.json";

const messages = {
  cases,
  closure,
  common,
};

export default messages;
