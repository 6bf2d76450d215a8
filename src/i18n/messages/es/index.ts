// One JSON file per namespace (a screen or a capability), so that texts are added without touching anyone
// else's file. Each language's index lists the same namespaces: messages.test.ts fails when a text is missing.
import common from "./common.json";
import addMoney from "./addMoney.json";
import cards from "./cards.json";
import dashboard from "./dashboard.json";
import money from "./money.json";
import profile from "./profile.json";
import sendMoney from "./sendMoney.json";
import transaction from "./transaction.json";
import transactions from "./transactions.json";
import wallet from "./wallet.json";

const messages = {
  common,
  addMoney,
  cards,
  dashboard,
  money,
  profile,
  sendMoney,
  transaction,
  transactions,
  wallet,
};

export default messages;
