/** Words of a name, compared without case, extra spaces or order: "OKAFOR  adaeze" is "Adaeze Okafor". */
function nameKey(name: string): string {
  return name.normalize("NFKC").toLocaleLowerCase("en").split(/\s+/).filter(Boolean).sort().join(" ");
}

export function sameName(a: string, b: string): boolean {
  return nameKey(a) === nameKey(b);
}

/** A name as typed, with runs of spaces made one. */
export function tidyName(name: string): string {
  return name.trim().split(/\s+/).join(" ");
}
