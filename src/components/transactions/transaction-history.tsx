"use client";

import { useEffect, useRef, useState } from "react";
import { Loader2Icon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/native-select";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { TransactionView } from "@/lib/transaction-view";
import { TransactionRow } from "./transaction-row";

type Page = { transactions: TransactionView[]; nextCursor: string | null };
const TABS = ["all", "sent", "received"] as const;
type Filter = { type: (typeof TABS)[number]; order: "newest" | "oldest" };

function url({ type, order }: Filter, cursor?: string | null): string {
  const params = new URLSearchParams({ order });
  if (type !== "all") params.set("type", type);
  if (cursor) params.set("cursor", cursor);
  return `/api/transactions?${params}`;
}

async function load(filter: Filter, cursor?: string | null): Promise<Page> {
  const response = await fetch(url(filter, cursor), { credentials: "same-origin" });
  if (!response.ok) throw new Error(String(response.status));
  return (await response.json()).data;
}

/** History with its tabs (All, Sent, Received) and sort (docs/product.md), served page by page by the API's cursor. */
export function TransactionHistory({ first }: { first: Page }) {
  const t = useTranslations("transactions");
  const [filter, setFilter] = useState<Filter>({ type: "all", order: "newest" });
  const [rows, setRows] = useState(first.transactions);
  const [cursor, setCursor] = useState(first.nextCursor);
  const [status, setStatus] = useState<"ready" | "loading" | "more" | "error">("ready");
  const initial = useRef(true);

  useEffect(() => {
    if (initial.current) {
      initial.current = false; // the server rendered the first page of the default view
      return;
    }
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
  }, [filter]);

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

  const results = (
    <div aria-live="polite" aria-busy={status === "loading"}>
      {status === "loading" ? (
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
        <TabsList className="inline-flex rounded-xl">
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
      {/* The list is the selected tab's panel, so each tab's aria-controls names an element that exists. */}
      {TABS.map((tab) => (
        <TabsContent key={tab} value={tab}>
          {results}
        </TabsContent>
      ))}
      {cursor && status !== "loading" && (
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
