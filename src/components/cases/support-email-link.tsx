/** Support's address as a link that opens the person's mail app (SUPPORT_EMAIL, given by the server). */
export function SupportEmailLink({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`} className="font-medium text-primary underline-offset-2 hover:underline">
      {email}
    </a>
  );
}
