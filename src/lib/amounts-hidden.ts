/**
 * The dashboard's hide-balance eye, remembered on this device: a cookie, so the server renders the amounts
 * already hidden and a balance never flashes on screen before the page's code runs.
 */
export const AMOUNTS_HIDDEN_COOKIE = "veil-amounts-hidden";
