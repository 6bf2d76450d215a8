"use client";
// The page a person sees when rendering failed on the server, most often because the database was briefly
// unreachable: what happened, that their money is safe, and a way to try again. Never a stack or a code.
import { Button } from "@/components/ui/button";

export function ErrorNotice({ reset }: { reset: () => void }) {
  return (
    <main className="mx-auto flex max-w-md flex-col items-center px-4 py-20 text-center">
      <h1 className="text-2xl font-bold">Veil is briefly unavailable</h1>
      <p className="mt-2 text-muted-foreground">Your money is safe; please try again in a minute.</p>
      <Button className="mt-8" onClick={reset}>
        Try again
      </Button>
    </main>
  );
}

export default function PageError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorNotice reset={reset} />;
}
