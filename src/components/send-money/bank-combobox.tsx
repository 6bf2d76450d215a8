"use client";

import { useEffect, useId, useMemo, useRef, useState } from "react";
import { ChevronDownIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Input } from "@/components/ui/input";
import { searchBanks, type BankChoice } from "@/lib/banks";
import { cn } from "@/lib/utils";

/** Options drawn at once: a phone draws 50 rows quickly; typing narrows 700 to a few. */
const MOST_SHOWN = 50;

/**
 * The bank field: a text box that filters the bank list as the person types (WAI-ARIA's combobox with a
 * list popup). Arrow keys move through the matches, Enter or a tap chooses one, Escape closes the list. The
 * value is the text in the box; it names a bank once it is one of the list's names, which choosing ensures.
 */
export function BankCombobox({
  id,
  banks,
  value,
  onValueChange,
  ...aria
}: {
  id: string;
  banks: BankChoice[];
  value: string;
  onValueChange: (value: string) => void;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}) {
  const t = useTranslations("sendMoney");
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const list = useRef<HTMLUListElement>(null);

  const matches = useMemo(() => searchBanks(banks, value), [banks, value]);
  const shown = matches.slice(0, MOST_SHOWN);
  const optionId = (index: number) => `${listId}-option-${index}`;

  useEffect(() => {
    if (!open) return;
    list.current?.querySelector(`[id="${listId}-option-${active}"]`)?.scrollIntoView({ block: "nearest" });
  }, [open, active, listId]);

  const choose = (bank: BankChoice) => {
    onValueChange(bank.name);
    setOpen(false);
  };

  /** Text that names a bank in another case ("opay") becomes its name as listed. */
  const settle = () => {
    const exact = banks.find((bank) => bank.name.toLowerCase() === value.trim().toLowerCase());
    if (exact && exact.name !== value) onValueChange(exact.name);
    setOpen(false);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        setActive(0);
        return;
      }
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((index) => (shown.length === 0 ? 0 : (index + step + shown.length) % shown.length));
    } else if (event.key === "Enter" && open && shown[active]) {
      event.preventDefault();
      choose(shown[active]);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  return (
    <div className="relative">
      <Input
        id={id}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && shown[active] ? optionId(active) : undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder={t("searchBank")}
        className="pr-9"
        value={value}
        onChange={(event) => {
          onValueChange(event.target.value);
          setOpen(true);
          setActive(0);
        }}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
        onBlur={settle}
        {...aria}
      />
      <ChevronDownIcon
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
      <ul
        id={listId}
        ref={list}
        role="listbox"
        aria-label={t("banks")}
        hidden={!open}
        className="absolute inset-x-0 top-full z-20 mt-1 max-h-64 overflow-y-auto rounded-lg border bg-card p-1 shadow-md"
      >
        {shown.map((bank, index) => (
          <li
            key={bank.name}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={cn(
              "cursor-pointer rounded-md px-3 py-2.5 text-sm",
              index === active && "bg-accent text-accent-foreground",
              bank.name === value && "font-semibold",
            )}
            // Chosen on mouse down, before the box loses focus and closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(bank);
            }}
            onMouseMove={() => setActive(index)}
          >
            {bank.name}
          </li>
        ))}
        {shown.length === 0 && (
          <li role="option" aria-selected={false} aria-disabled className="px-3 py-2.5 text-sm text-muted-foreground">
            {t("noBankMatches", { query: value })}
          </li>
        )}
      </ul>
      {open && matches.length > MOST_SHOWN && (
        <p className="sr-only" aria-live="polite">
          {t("banksMatch", { count: matches.length })}
        </p>
      )}
    </div>
  );
}
