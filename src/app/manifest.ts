import type { MetadataRoute } from "next";
import { getTranslations } from "next-intl/server";

/**
 * The web app manifest: Veil installs to a phone's home screen and opens standalone on the dashboard (the
 * proxy sends a signed-out person to the login page). Named in the language of the request that installs it.
 */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const t = await getTranslations("push.manifest");
  return {
    id: "/",
    name: "Veil",
    short_name: "Veil",
    description: t("description"),
    start_url: "/dashboard",
    scope: "/",
    display: "standalone",
    orientation: "portrait",
    background_color: "#fafaff",
    theme_color: "#3b2bb8",
    categories: ["finance"],
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      { src: "/icon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
    ],
    shortcuts: [
      { name: t("send"), url: "/send-money", icons: [{ src: "/icons/icon-192.png", sizes: "192x192" }] },
      { name: t("add"), url: "/add-money", icons: [{ src: "/icons/icon-192.png", sizes: "192x192" }] },
    ],
  };
}
