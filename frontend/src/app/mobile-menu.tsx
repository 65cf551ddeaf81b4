import type { RefObject } from "react";
import { Link, useLocation } from "react-router";
import { Button } from "@/components/ui/button";
import { Sheet } from "@/components/ui/sheet";
import { isActive, SIGNED_OUT_LINKS } from "./navigation";

/** The small-screen menu: a right-side sheet that closes on navigation. */
export function MobileMenu({
  open,
  onOpenChange,
  menuButton,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  menuButton: RefObject<HTMLButtonElement | null>;
}) {
  const { pathname } = useLocation();
  return (
    <Sheet open={open} onOpenChange={onOpenChange} title="Menu" returnFocusTo={menuButton}>
      {/* A click also closes it when the link points at the page already shown. */}
      <nav
        aria-label="Mobile"
        className="flex flex-1 flex-col gap-1"
        onClick={(event) => {
          if ((event.target as HTMLElement).closest("a")) onOpenChange(false);
        }}
      >
        {SIGNED_OUT_LINKS.map((link) => (
          <Link
            key={link.to}
            to={link.to}
            aria-current={isActive(pathname, link) ? "page" : undefined}
            className="rounded-md px-3 py-2 text-base font-medium text-slate-700 hover:bg-slate-100 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800"
          >
            {link.label}
          </Link>
        ))}
        <div className="mt-auto flex flex-col gap-2 border-t border-slate-200 pt-4">
          <Button variant="secondary" asChild>
            <Link to="/login">Log in</Link>
          </Button>
          <Button asChild>
            <Link to="/signup">Sign up</Link>
          </Button>
        </div>
      </nav>
    </Sheet>
  );
}
