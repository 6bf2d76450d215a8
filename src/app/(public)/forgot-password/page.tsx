import type { Metadata } from "next";
import { PageFrame } from "@/components/frame/page-frame";
import { ForgotPasswordFlow } from "@/components/forgot-password/forgot-password-flow";

export const metadata: Metadata = { title: "Forgot Password" };

export default function ForgotPasswordPage() {
  return (
    <PageFrame backHref="/" hideNavLinks hideLogin>
      <div className="mx-auto w-full max-w-md px-4 py-10 md:py-16">
        <div className="rounded-2xl border bg-card p-6 shadow-sm md:p-8">
          <ForgotPasswordFlow />
        </div>
      </div>
    </PageFrame>
  );
}
