import NextLink from "next/link";

/**
 * next/link without the prefetch. Every page here is rendered per request (each carries its own CSP nonce) and
 * none has a loading.tsx, so a prefetch fetches little more than a route's tree, none of its content: a click
 * waits for the server either way. Prefetching cost two requests per link in view (18 on the dashboard), a
 * server render each, and main-thread work on the phone just as the page became interactive.
 */
export function Link(props: React.ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={false} {...props} />;
}
