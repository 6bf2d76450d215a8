import type { ReactNode } from "react";

export function PageIntro({ eyebrow, title, children }: { eyebrow: string; title: string; children: ReactNode }) {
  return (
    <div className="max-w-2xl">
      <p className="text-xs font-bold tracking-[0.14em] text-primary">{eyebrow}</p>
      <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-balance md:text-5xl">{title}</h1>
      <p className="mt-4 text-lg text-muted-foreground">{children}</p>
    </div>
  );
}
