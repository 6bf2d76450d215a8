import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { PageFrame } from "@/components/frame/page-frame";
import { Button } from "@/components/ui/button";

export const metadata: Metadata = { title: "404 Page Not Found" };

export default function NotFound() {
  return (
    <PageFrame>
      <div className="mx-auto flex max-w-md flex-col items-center px-4 py-20 text-center">
        <p className="text-6xl font-extrabold text-primary" aria-hidden>
          404
        </p>
        <h1 className="mt-4 text-2xl font-bold">404 Page Not Found</h1>
        <p className="mt-2 text-muted-foreground">Did you forget to add the page to the router?</p>
        <Button asChild className="mt-8">
          <Link href="/">Go to the home page</Link>
        </Button>
      </div>
    </PageFrame>
  );
}
