"use client";

import { useState } from "react";
import { requestKeys, type RequestKeys } from "@/lib/http/request-keys";

/** The screen's idempotency keys, kept across renders: see requestKeys. */
export function useIdempotencyKey(): RequestKeys {
  const [keys] = useState(requestKeys);
  return keys;
}
