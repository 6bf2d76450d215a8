"use client";
// As error.tsx, for a failure in the root layout itself (it reads a signed-in person's appearance settings
// from the database): the layout is gone, so this page brings its own html and body.
import "./globals.css";
import { ErrorNotice } from "./error";

export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en-NG">
      <body>
        <ErrorNotice reset={reset} />
      </body>
    </html>
  );
}
