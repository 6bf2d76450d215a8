"use client";

import { Toaster as Sonner, type ToasterProps } from "sonner";

/** The spec: one toast at a time, 5 seconds each; failures in the destructive style (richColors). */
export function Toaster(props: ToasterProps) {
  return (
    <Sonner
      position="top-center"
      visibleToasts={1}
      duration={5000}
      richColors
      closeButton
      toastOptions={{ classNames: { title: "font-semibold" } }}
      {...props}
    />
  );
}
