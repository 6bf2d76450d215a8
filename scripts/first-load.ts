// npm run first-load -- [base URL] [path ...]: the JavaScript and CSS a browser downloads on a first visit
// to each page, up to its load event, compressed as sent (Next 16's build does not print it). Needs a running server
// (`npm run build && npm start`). The same measurement npm run bench budgets.
import { firstLoad } from "./bench/pages";
import { runMain } from "./lib/cli";

async function main() {
  const [base = "http://localhost:3000", ...rest] = process.argv.slice(2);
  const routes = rest.length ? rest : ["/", "/login"];
  console.log("page            JS (gzip)   CSS (gzip)");
  for (const route of routes) {
    const { jsKb, cssKb } = await firstLoad(base + route, null);
    console.log(`${route.padEnd(15)} ${`${jsKb.toFixed(1)} KB`.padStart(9)}   ${`${cssKb.toFixed(1)} KB`.padStart(9)}`);
  }
}

runMain(main);
