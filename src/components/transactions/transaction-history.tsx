"use client";

import { useEffect, useRef, useState } from "react";
import { CalendarIcon, Loader2Icon, XIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { SearchField } from "@/components/forms/search-field";
import { NativeSelect } from "@/components/ui/native-select";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { TransactionView } from "@/lib/transaction-view";
import { historyRange, SEARCH_MAX } from "@/lib/schemas/transactions-query";
import { TransactionRow } from "./transaction-row";

type Page = { transactions: TransactionView[]; nextCursor: string | null };
const TABS = ["all", "sent", "received"] as const;
type Filter = { type: (typeof TABS)[number]; order: "newest" | "oldest"; q: string; from: string; to: string };
const SEARCH_PAUSE_MS = 350;
/** The server refuses a range with the same sentences (list-transactions.ts). */
const RANGE_ERRORS = { dateNotValid: "historyDate", endBeforeStart: "historyEndBeforeStart" } as const;

function url({ type, order, q, from, to }: Filter, cursor?: string | null): string {
  const params = new URLSearchParams({ order });
  if (type !== "all") params.set("type", type);
  if (q.trim()) params.set("q", q.trim());
  if (from) params.set("from", from);
  if (to) params.set("to", to);
  if (cursor) params.set("cursor", cursor);
  return `/api/transactions?${params}`;
}

async function load(filter: Filter, cursor?: string | null): Promise<Page> {
  const response = await fetch(url(filter, cursor), { credentials: "same-origin" });
  if (!response.ok) throw new Error(String(response.status));
  return (await response.json()).data;
}

/**
 * History with its tabs (All, Sent, Received), sort, search and dates (docs/product.md), served page by page by
 * the API's cursor.
 */
export function TransactionHistory({ first }: { first: Page }) {
  const t = useTranslations("transactions");
  const validation = useTranslations("validation");
  const [filter, setFilter] = useState<Filter>({ type: "all", order: "newest", q: "", from: "", to: "" });
  const [typed, setTyped] = useState("");
  const [datesOpen, setDatesOpen] = useState(false);
  const range = historyRange({ from: filter.from || undefined, to: filter.to || undefined });
  const rangeError = "error" in range ? range.error : null;
  const searching = Boolean(filter.q.trim() || filter.from || filter.to);
  const [rows, setRows] = useState(first.transactions);
  const [cursor, setCursor] = useState(first.nextCursor);
  const [status, setStatus] = useState<"ready" | "loading" | "more" | "error">("ready");
  const initial = useRef(true);

  useEffect(() => {
    if (initial.current) {
      initial.current = false; // the server rendered the first page of the default view
      return;
    }
    if (rangeError) return; // the date fields say what to change; nothing to ask the server yet
    let current = true;
    setStatus("loading");
    load(filter)
      .then((page) => {
        if (!current) return;
        setRows(page.transactions);
        setCursor(page.nextCursor);
        setStatus("ready");
      })
      .catch(() => current && setStatus("error"));
    return () => {
      current = false;
    };
  }, [filter, rangeError]);

  // The list follows the search box once typing pauses, not at every key.
  useEffect(() => {
    const timer = setTimeout(() => setFilter((f) => (f.q === typed ? f : { ...f, q: typed })), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const clearSearch = () => {
    setTyped("");
    setFilter((f) => ({ ...f, q: "", from: "", to: "" }));
  };

  const more = async () => {
    setStatus("more");
    try {
      const page = await load(filter, cursor);
      setRows((shown) => [...shown, ...page.transactions]);
      setCursor(page.nextCursor);
      setStatus("ready");
    } catch {
      setStatus("error");
    }
  };

  // Dates that cannot be a range show no list, only what to change: the rows on screen were another search's.
  const results = (
    <div aria-live="polite" aria-busy={status === "loading"}>
      {rangeError ? null : status === "loading" ? (
        <p className="flex items-center justify-center gap-2 py-12 text-sm text-muted-foreground" role="status">
          <Loader2Icon className="size-4 animate-spin" aria-hidden />
          {t("loading")}
        </p>
      ) : status === "error" && rows.length === 0 ? (
        <div className="flex flex-col items-center gap-3 py-12 text-center text-sm">
          <p>{t("loadFailed")}</p>
          <Button variant="outline" onClick={() => setFilter((f) => ({ ...f }))}>
            {t("tryAgain")}
          </Button>
        </div>
      ) : rows.length === 0 && searching ? (
        <div className="flex flex-col items-center gap-3 py-12 text-center text-sm" data-testid="no-matches">
          <p className="text-muted-foreground">{t("noMatches")}</p>
          <Button variant="outline" onClick={clearSearch}>
            {t("clearSearch")}
          </Button>
        </div>
      ) : rows.length === 0 ? (
        <p className="py-12 text-center text-sm text-muted-foreground">{t("empty")}</p>
      ) : (
        <ul className="divide-y rounded-xl border bg-card px-2" data-testid="transaction-list">
          {rows.map((transaction) => (
            <li key={transaction.id}>
              <TransactionRow transaction={transaction} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );

  return (
    <Tabs
      value={filter.type}
      onValueChange={(type) => setFilter((f) => ({ ...f, type: type as Filter["type"] }))}
      className="gap-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        {/* Wraps rather than running off the edge with large text or longer words (French, Spanish). */}
        <TabsList className="inline-flex max-w-full flex-wrap rounded-xl">
          <TabsTrigger value="all">{t("all")}</TabsTrigger>
          <TabsTrigger value="sent">{t("sent")}</TabsTrigger>
          <TabsTrigger value="received">{t("received")}</TabsTrigger>
        </TabsList>
        <div className="w-40">
          <label htmlFor="sort" className="sr-only">
            {t("sort")}
          </label>
          <NativeSelect
            id="sort"
            value={filter.order}
            onChange={(event) => setFilter((f) => ({ ...f, order: event.target.value as Filter["order"] }))}
          >
            <option value="newest">{t("newest")}</option>
            <option value="oldest">{t("oldest")}</option>
          </NativeSelect>
        </div>
      </div>
      {/* With large text the Dates button goes under the box rather than squeezing it to a few letters. */}
      <div className="flex flex-wrap items-center gap-2">
        <SearchField
          id="history-search"
          label={t("search")}
          className="min-w-[12rem] flex-1"
          inputMode="search"
          maxLength={SEARCH_MAX}
          placeholder={t("searchPlaceholder")}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => event.key === "Enter" && setFilter((f) => ({ ...f, q: typed }))}
        />
        <Button
          // Tinted once dates are chosen: on a phone the calendar alone shows, and the search box keeps room for its hint.
          variant={filter.from || filter.to ? "secondary" : "outline"}
          aria-expanded={datesOpen}
          aria-controls="history-dates"
          onClick={() => setDatesOpen((open) => !open)}
          className="max-sm:px-3"
        >
          <CalendarIcon aria-hidden />
          <span className="max-sm:sr-only">{filter.from || filter.to ? t("datesChosen") : t("dates")}</span>
        </Button>
      </div>
      {datesOpen && (
        <fieldset id="history-dates" className="flex flex-wrap items-end gap-3 rounded-xl border p-3">
          <legend className="sr-only">{t("dates")}</legend>
          {(["from", "to"] as const).map((end) => (
            <div key={end} className="flex min-w-36 flex-1 flex-col gap-1.5">
              <label htmlFor={`history-${end}`} className="text-sm font-medium">
                {t(end)}
              </label>
              <Input
                id={`history-${end}`}
                type="date"
                value={filter[end]}
                aria-invalid={rangeError ? true : undefined}
                aria-describedby={rangeError && end === "to" ? "history-dates-error" : undefined}
                onChange={(event) => setFilter((f) => ({ ...f, [end]: event.target.value }))}
              />
            </div>
          ))}
          {(filter.from || filter.to) && (
            <Button variant="ghost" onClick={() => setFilter((f) => ({ ...f, from: "", to: "" }))}>
              <XIcon aria-hidden />
              {t("clearDates")}
            </Button>
          )}
          {rangeError && (
            <p id="history-dates-error" className="w-full text-sm text-destructive" role="alert">
              {validation(RANGE_ERRORS[rangeError])}
            </p>
          )}
        </fieldset>
      )}
      {/* The list is the selected tab's panel, so each tab's aria-controls names an element that exists. */}
      {TABS.map((tab) => (
        <TabsContent key={tab} value={tab}>
          {results}
        </TabsContent>
      ))}
      {cursor && status !== "loading" && !rangeError && (
        <Button variant="outline" onClick={more} disabled={status === "more"}>
          {status === "more" && <Loader2Icon className="animate-spin" aria-hidden />}
          {status === "more" ? t("loadingMore") : t("loadMore")}
        </Button>
      )}
      {status === "error" && rows.length > 0 && (
        <p className="text-center text-sm text-destructive" role="alert">
          {t("moreFailed")}
        </p>
      )}
    </Tabs>
  );
}
