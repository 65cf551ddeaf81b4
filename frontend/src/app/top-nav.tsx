import { Church, Menu } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { isActive, SIGNED_OUT_LINKS } from "./navigation";

// The menu's dialog code loads the first time it is opened, keeping it out of the first bundle.
const MobileMenu = lazy(async () => ({ default: (await import("./mobile-menu")).MobileMenu }));

export function Logo() {
  return (
    <Link
      to="/"
      className="flex items-center gap-2 rounded-md text-lg font-bold text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <Church className="h-6 w-6" aria-hidden />
      Steeple
    </Link>
  );
}

export function TopNav() {
  const { pathname } = useLocation();
  // Keyed by path: navigating anywhere closes the small-screen menu.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const menuOpen = openAt === pathname;
  // Once loaded the menu stays mounted; closing it hands focus back to the menu button.
  const [menuLoaded, setMenuLoaded] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const setMenuOpen = (open: boolean) => {
    setOpenAt(open ? pathname : null);
    if (open) setMenuLoaded(true);
  };

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-6xl items-center gap-6 px-4 sm:px-6">
        <Logo />
        <ul className="hidden items-center gap-1 md:flex">
          {SIGNED_OUT_LINKS.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                aria-current={isActive(pathname, link) ? "page" : undefined}
                className={cn(
                  "rounded-md px-3 py-2 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900",
                  "aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800",
                )}
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        <div className="ml-auto hidden items-center gap-2 md:flex">
          <Button variant="ghost" asChild>
            <Link to="/login">Log in</Link>
          </Button>
          <Button asChild>
            <Link to="/signup">Sign up</Link>
          </Button>
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="ml-auto md:hidden"
          aria-label="Open menu"
          aria-expanded={menuOpen}
          ref={menuButton}
          onClick={() => setMenuOpen(true)}
        >
          <Menu className="h-6 w-6" aria-hidden />
        </Button>
      </nav>
      {menuLoaded && (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} menuButton={menuButton} />
        </Suspense>
      )}
    </header>
  );
}
