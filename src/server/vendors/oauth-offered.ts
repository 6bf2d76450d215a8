import "server-only";
import { facebookConfigured } from "./facebook/facebook-provider";
import { googleConfigured } from "./google/google-provider";

/** The sign-in providers this deployment has keys for, in the order they are shown. */
export function oauthOffered(): ("google" | "facebook")[] {
  return [
    ...(googleConfigured() ? (["google"] as const) : []),
    ...(facebookConfigured() ? (["facebook"] as const) : []),
  ];
}
