import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Logo } from "@/components/ui/logo";
import { cn } from "@/lib/cn";

/**
 * The centered card of the account pages: an optional logo header (for pages where the layout
 * hides the navigation bar), an icon, the page's heading and intro, the content, and a footer line
 * (links such as "Already have an account? Log in") under the card.
 */
export function AuthLayout({
  title,
  description,
  icon,
  children,
  footer,
  showLogo = true,
  width = "md",
}: {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  showLogo?: boolean;
  width?: "md" | "lg";
}) {
  return (
    <div className="flex min-h-[calc(100vh-4rem)] flex-col items-center bg-slate-50 px-4 py-8 sm:py-12">
      {showLogo && (
        <header className="mb-6 sm:mb-8">
          <Logo size="lg" />
        </header>
      )}
      <div
        className={cn(
          "w-full rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8",
          width === "md" ? "max-w-md" : "max-w-2xl",
        )}
      >
        {icon && <div className="mb-4 flex justify-center">{icon}</div>}
        <h1 className={cn("text-2xl font-bold tracking-tight text-slate-900", icon && "text-center")}>
          {title}
        </h1>
        {description && (
          <div className={cn("mt-2 text-sm text-slate-600", icon && "text-center")}>{description}</div>
        )}
        {children && <div className="mt-6">{children}</div>}
      </div>
      {footer && <div className="mt-6 text-center text-sm text-slate-600">{footer}</div>}
    </div>
  );
}

/** A round tinted badge holding an icon, for the status pages; `spin` while something loads. */
export function StatusIcon({
  tone,
  icon: Icon,
  spin = false,
}: {
  tone: "brand" | "success" | "error" | "warning";
  icon: LucideIcon;
  spin?: boolean;
}) {
  const tones = {
    brand: "bg-brand-50 text-brand-700",
    success: "bg-green-50 text-green-600",
    error: "bg-red-50 text-red-600",
    warning: "bg-amber-50 text-amber-600",
  } as const;
  return (
    <span className={cn("flex h-14 w-14 items-center justify-center rounded-full", tones[tone])}>
      <Icon className={cn("h-7 w-7", spin && "animate-spin")} aria-hidden />
    </span>
  );
}

/** Links inside the footer line and cards. */
export const authLinkClass =
  "font-medium text-brand-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 rounded-sm";
