"use client";

import dynamic from "next/dynamic";
import type { ComponentProps } from "react";
import { useLoadedOnFirstIntent } from "@/lib/on-first-intent";
import type { PinDialog as PinDialogComponent } from "./pin-dialog";

const loadDialog = () => import("./pin-dialog");
const PinDialog = dynamic(() => loadDialog().then((module) => module.PinDialog), { ssr: false, loading: () => null });

/**
 * The PIN dialog, closed until a payment asks for the PIN: its code (the dialog, the create-PIN form and its
 * checks) arrives on the person's first touch, key press or mouse movement (see onFirstIntent), not with the
 * page; a payment that asks before then opens it when it arrives.
 */
export function LazyPinDialog(props: ComponentProps<typeof PinDialogComponent>) {
  const ready = useLoadedOnFirstIntent(loadDialog);
  if (!ready && !props.open) return null;
  return <PinDialog {...props} />;
}
