// Dojah's records (NIBSS's for a BVN, NIMC's for a NIN or a phone number) in Veil's terms: one name in tidy
// case, the date of birth as YYYY-MM-DD whichever way the registry wrote it, the phone as +234 and ten digits.
// A record without a readable name or date of birth is out of contract: null, and the adapter says so.
import { normalizeNigerianPhone } from "@/lib/phone";
import { cleanName } from "@/lib/names";
import type { IdentityRecord } from "@/server/identity";
import type { components } from "./dojah-kyc-api";

type Schemas = components["schemas"];
export type DojahBvnRecord = NonNullable<Schemas["GetFullBvnResponse"]["entity"]>;
export type DojahNinRecord = NonNullable<Schemas["NigeriaKycGetNinResponse"]["entity"]>;
export type DojahPhoneRecord = NonNullable<Schemas["GetPhoneNumberResponse"]["entity"]>;

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

/** "CHINEDU", "o'NEIL", "ADE-OLA" → "Chinedu", "O'Neil", "Ade-Ola": each part of a word capitalised. */
function tidyWord(word: string): string {
  return word
    .toLowerCase()
    .replace(/(^|[-'’])(\p{L})/gu, (_, mark: string, letter: string) => mark + letter.toUpperCase());
}

/** First, middle and last names as one: "First Middle Last", blanks skipped; null when first or last is missing. */
export function dojahFullName(first?: string, middle?: string, last?: string): string | null {
  const words = (part?: string) =>
    cleanName(part ?? "")
      .split(" ")
      .filter(Boolean)
      .map(tidyWord);
  const [given, family] = [words(first), words(last)];
  if (given.length === 0 || family.length === 0) return null;
  return [...given, ...words(middle), ...family].join(" ");
}

function isoDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/**
 * A registry's date of birth as YYYY-MM-DD: "28-Jun-2000" and "28 June 2000", "10-06-1993" and "10/06/1993"
 * (day first, as Nigerian registries write it), "1993-06-10". Null for anything else or a date that does not exist.
 */
export function dojahDate(text?: string): string | null {
  const value = (text ?? "").trim();
  let match = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:T.*)?$/.exec(value);
  if (match) return isoDate(Number(match[1]), Number(match[2]), Number(match[3]));
  match = /^(\d{1,2})[-/ ]([A-Za-z]{3,9})[-/ ,]+(\d{4})$/.exec(value);
  if (match) {
    const month = MONTHS.indexOf(match[2]!.slice(0, 3).toLowerCase());
    return month < 0 ? null : isoDate(Number(match[3]), month + 1, Number(match[1]));
  }
  match = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(value);
  if (match) return isoDate(Number(match[3]), Number(match[2]), Number(match[1]));
  return null;
}

/** The first of the numbers that is a Nigerian mobile number, as +234 and ten digits. */
export function dojahPhone(...numbers: (string | undefined)[]): string | null {
  for (const number of numbers) {
    const phone = number ? normalizeNigerianPhone(number) : null;
    if (phone) return phone;
  }
  return null;
}

const elevenDigits = (value?: string) => (value && /^\d{11}$/.test(value.trim()) ? value.trim() : null);

function joinAddress(...parts: (string | undefined)[]): string {
  return parts
    .map((part) => (part ?? "").replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .join(", ");
}

function record(
  fullName: string | null,
  dateOfBirth: string | null,
  rest: Omit<IdentityRecord, "fullName" | "dateOfBirth">,
) {
  return fullName && dateOfBirth ? { fullName, dateOfBirth, ...rest } : null;
}

export function bvnIdentity(entity: DojahBvnRecord): IdentityRecord | null {
  return record(
    dojahFullName(entity.first_name, entity.middle_name, entity.last_name),
    dojahDate(entity.date_of_birth),
    {
      phoneNumber: dojahPhone(entity.phone_number1, entity.phone_number2),
      address: joinAddress(entity.residential_address),
      nin: elevenDigits(entity.nin),
    },
  );
}

export function ninIdentity(entity: DojahNinRecord, nin: string): IdentityRecord | null {
  return record(dojahFullName(entity.first_name, entity.middle_name, entity.surname), dojahDate(entity.birth_date), {
    phoneNumber: dojahPhone(entity.telephone),
    address: joinAddress(entity.residence_address, entity.residence_town, entity.residence_state),
    nin,
  });
}

/** A phone lookup answers the NIN record registered to the number; its phone is the number looked up. */
export function phoneIdentity(entity: DojahPhoneRecord, phoneNumber: string): IdentityRecord | null {
  return record(dojahFullName(entity.firstName, entity.middleName, entity.lastName), dojahDate(entity.birthDate), {
    phoneNumber: dojahPhone(entity.msisdn) ?? phoneNumber,
    address: joinAddress(entity.residenceAddressLine1, entity.residenceTown, entity.residenceState),
    nin: elevenDigits(entity.nin),
  });
}
