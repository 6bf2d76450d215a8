"use client";

import * as React from "react";
import { usePathname } from "next/navigation";
import { FLOW_STEPS, PAGE_VIEW, type Flow, type FlowStep } from "./events";
import { track } from "./track";

/** A page view each time the signed-in screen changes (by route pattern only). */
export function usePageViews(): void {
  const pathname = usePathname();
  React.useEffect(() => track(PAGE_VIEW, pathname), [pathname]);
}

/** "<flow>:<step>" each time a flow reaches a step, e.g. "send-money:confirm". */
export function useFlowStep<F extends Flow>(flow: F, step: FlowStep<F> | (string & {})): void {
  const pathname = usePathname();
  React.useEffect(() => {
    if ((FLOW_STEPS[flow] as readonly string[]).includes(step)) track(`${flow}:${step}`, pathname);
  }, [flow, step, pathname]);
}
