"use client";

import * as React from "react";

type DrawerState = { open: boolean; setOpen: (open: boolean) => void };

const DrawerContext = React.createContext<DrawerState | null>(null);

/** One drawer per page, opened from the header's menu button or the bottom tab bar's Menu. */
export function DrawerProvider({ children }: { children: React.ReactNode }) {
  const [open, setOpen] = React.useState(false);
  const value = React.useMemo(() => ({ open, setOpen }), [open]);
  return <DrawerContext.Provider value={value}>{children}</DrawerContext.Provider>;
}

export function useDrawer(): DrawerState {
  const state = React.useContext(DrawerContext);
  if (!state) throw new Error("useDrawer needs a DrawerProvider");
  return state;
}
