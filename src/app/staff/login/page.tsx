import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { StaffSignInForm } from "@/components/staff/sign-in-form";
import { getStaffMember } from "@/server/web";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("staff.login");
  return { title: t("title"), robots: { index: false, follow: false } };
}

export default async function StaffLoginPage() {
  if (await getStaffMember()) redirect("/staff");
  const t = await getTranslations("staff.login");
  const errors = await getTranslations("serverErrors");
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col justify-center p-4">
      <Card>
        <CardHeader>
          <h1 className="text-lg leading-tight font-semibold">{t("title")}</h1>
          <CardDescription>{t("intro")}</CardDescription>
        </CardHeader>
        <CardContent>
          <StaffSignInForm
            texts={{
              email: t("email"),
              password: t("password"),
              code: t("code"),
              submit: t("submit"),
              signingIn: t("signingIn"),
              fallback: errors("somethingWentWrong"),
            }}
          />
        </CardContent>
      </Card>
    </main>
  );
}
