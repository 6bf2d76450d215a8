import { LANGUAGES } from "./locales";
import { MESSAGES } from "./messages";

type Tree = { [key: string]: string | Tree };

/** "footer.rights" -> its text, for every leaf of a language's messages. */
function leaves(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [leaf, text] of leaves(value, path)) out.set(leaf, text);
  }
  return out;
}

/** The ICU arguments a text takes ({year}, {count, plural, …}) and its rich-text tags (<link>…</link>). */
function argumentsOf(text: string): string[] {
  const args = [...text.matchAll(/\{\s*([A-Za-z_][\w]*)\s*[,}]/g)].map((match) => match[1]!);
  const tags = [...text.matchAll(/<([A-Za-z][\w]*)>/g)].map((match) => `<${match[1]}>`);
  return [...new Set([...args, ...tags])].sort();
}

const english = leaves(MESSAGES.en as unknown as Tree);

describe.each(LANGUAGES.filter((language) => language !== "en"))("the %s texts", (language) => {
  const translated = leaves(MESSAGES[language] as unknown as Tree);

  it("have every English text, and nothing English does not have", () => {
    const missing = [...english.keys()].filter((key) => !translated.has(key));
    const extra = [...translated.keys()].filter((key) => !english.has(key));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it("take the same arguments and tags as the English", () => {
    const differing = [...english]
      .filter(([key]) => translated.has(key))
      .filter(([key, text]) => argumentsOf(text).join() !== argumentsOf(translated.get(key)!).join())
      .map(([key]) => key);
    expect(differing).toEqual([]);
  });

  it("are never empty", () => {
    expect([...translated].filter(([, text]) => text.trim() === "").map(([key]) => key)).toEqual([]);
  });
});

describe("the English texts", () => {
  it("are never empty", () => {
    expect([...english].filter(([, text]) => text.trim() === "").map(([key]) => key)).toEqual([]);
  });
});

describe("French typography", () => {
  const french = leaves(MESSAGES.fr as unknown as Tree);

  it("keeps ? ! : ; and « » on the line of their word, with a no-break space", () => {
    const loose = [...french]
      .filter(([key]) => !key.startsWith("outbox."))
      .filter(([, text]) => / [?!:;»]|« /.test(text))
      .map(([key]) => key);
    expect(loose).toEqual([]);
  });

  it("leaves SMS texts in plain spaces, so they stay in the GSM alphabet", () => {
    const unbreakable = [...french].filter(([key, text]) => key.startsWith("outbox.") && text.includes("\u00a0"));
    expect(unbreakable.map(([key]) => key)).toEqual([]);
  });
});
