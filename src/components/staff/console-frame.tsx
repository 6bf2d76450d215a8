import { getTranslations } from "next-intl/server";
import { Link } from "@/components/ui/link";
import { mayAccess } from "@/lib/staff";
import type { StaffActor } from "@/server/support";
import { cn } from "@/lib/utils";
import { STAFF_NAV, type StaffNavKey } from "./staff-nav";
import { StaffSignOutButton } from "./sign-out-button";

/**
 * The console's frame: the sections the staff member's roles open on the left (a row of links above the page on
 * a phone), who is signed in, and sign out. Desktop first; usable at 390 px.
 */
export async function ConsoleFrame({
  staff,
  current,
  children,
}: {
  staff: StaffActor;
  current: StaffNavKey | null;
  children: React.ReactNode;
}) {
  const t = await getTranslations("staff");
  const sections = STAFF_NAV.filter((section) => mayAccess(staff.roles, section.access));
  return (
    <div className="min-h-dvh bg-background md:grid md:grid-cols-[15rem_1fr]">
      <aside className="border-b bg-card md:min-h-dvh md:border-r md:border-b-0">
        <div className="flex flex-col gap-3 p-4">
          <p className="text-base font-semibold">{t("frame.title")}</p>
          <nav aria-label={t("frame.menu")}>
            <ul className="flex flex-wrap gap-1 md:flex-col">
              {sections.map((section) => (
                <li key={section.key}>
                  <Link
                    href={section.href}
                    aria-current={current === section.key ? "page" : undefined}
                    className={cn(
                      "block rounded-lg px-3 py-2 text-sm font-medium hover:bg-accent",
                      current === section.key && "bg-accent text-accent-foreground",
                    )}
                  >
                    {t(`nav.${section.key}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="flex flex-wrap items-center gap-2 border-t pt-3 text-sm md:flex-col md:items-start">
            <span>{t("frame.signedInAs", { name: staff.name })}</span>
            <span className="text-muted-foreground">
              {t("frame.roles", { roles: staff.roles.map((role) => t(`roles.${role}`)).join(", ") })}
            </span>
            <StaffSignOutButton label={t("frame.signOut")} />
          </div>
        </div>
      </aside>
      <main className="min-w-0 p-4 md:p-8">{children}</main>
    </div>
  );
}
