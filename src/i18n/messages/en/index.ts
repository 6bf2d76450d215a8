// One JSON file per namespace (a screen or a capability), so that texts are added without touching anyone
// else's file. Each language's index lists the same namespaces: messages.test.ts fails when a text is missing.
import common from "./common.json";
import connection from "./connection.json";
import outbox from "./outbox.json";
import serverErrors from "./serverErrors.json";
import validation from "./validation.json";

const messages = {
  common,
  connection,
  outbox,
  serverErrors,
  validation,
};

export default messages;
