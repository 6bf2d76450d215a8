import * as React from "react";
import { Slot } from "radix-ui";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "@/lib/utils";

const buttonVariants = cva(
  "inline-flex shrink-0 items-center justify-center gap-2 rounded-lg text-center font-semibold transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  {
    variants: {
      variant: {
        default: "bg-primary text-primary-foreground shadow-sm hover:bg-primary/90",
        destructive: "bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive/90",
        outline: "border border-input bg-card shadow-xs hover:bg-accent hover:text-accent-foreground",
        secondary: "bg-secondary text-secondary-foreground hover:bg-secondary/80",
        ghost: "hover:bg-accent hover:text-accent-foreground",
        link: "text-primary underline-offset-4 hover:underline",
        // Outlined on the primary colour (the balance card).
        inverse: "border border-white/40 bg-white/10 text-primary-foreground shadow-xs hover:bg-white/20",
      },
      size: {
        // Heights are minimums: with the text made larger (Settings, or the phone's own text size) a label wraps
        // inside its button instead of spilling out of it.
        default: "min-h-11 px-5 py-1.5 text-sm/tight",
        sm: "min-h-9 px-3 py-1 text-sm/tight",
        md: "min-h-10 px-3 py-1.5 text-sm/tight",
        lg: "min-h-12 px-6 py-2 text-base/tight",
        icon: "size-11 text-sm",
        // An icon with a label beside it (the account menu's avatar and name).
        narrow: "min-h-11 px-2 text-sm/tight",
        // A quick action in a row of two or more (the balance card): the icon above its label, so both fit
        // half a phone's width at any text size.
        tile: "min-h-16 flex-col px-2 py-2 text-sm/tight",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);

function Button({
  className,
  variant,
  size,
  asChild = false,
  ...props
}: React.ComponentProps<"button"> & VariantProps<typeof buttonVariants> & { asChild?: boolean }) {
  const Comp = asChild ? Slot.Root : "button";
  return <Comp data-slot="button" className={cn(buttonVariants({ variant, size, className }))} {...props} />;
}

export { Button, buttonVariants };
