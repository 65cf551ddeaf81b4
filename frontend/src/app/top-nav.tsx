import { useLingui } from "@lingui/react/macro";
import { Menu } from "lucide-react";
import { lazy, Suspense, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { Button } from "@/components/ui/button";
import { Logo } from "@/components/ui/logo";
import { useSession } from "@/lib/auth/session";
import { cn } from "@/lib/cn";
import { useUnreadCounts } from "@/lib/realtime/store";
import { Avatar } from "./avatar";
import { isActive, primaryLinks } from "./navigation";
import { SignInLinks } from "./sign-in-links";
import { InboxUnreadBadge } from "./unread-badge";
import { RoleBadge } from "@/components/ui/role-badge";
import { withMessages } from "@/lib/i18n/language";

// Dialog and menu code loads when first needed, keeping it out of the first bundle.
const MobileMenu = lazy(async () => ({ default: (await import("./mobile-menu")).MobileMenu }));
const AccountMenu = lazy(async () => ({ default: (await import("./account-menu")).AccountMenu }));
// The bell (and the notifications code behind it) loads only for signed-in people.
const NotificationBell = lazy(async () => ({
  default: (await withMessages("features/notifications", import("@/features/notifications/components/notification-bell"))).NotificationBell,
}));

export function TopNav() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const session = useSession();
  const user = session.status === "signed-in" ? session.user : null;
  // Keyed by path: navigating anywhere closes the small-screen menu.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const menuOpen = openAt === pathname;
  // Once loaded the menu stays mounted; closing it hands focus back to the menu button.
  const [menuLoaded, setMenuLoaded] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const unread = useUnreadCounts().messages;
  const unreadId = useId();
  const setMenuOpen = (open: boolean) => {
    setOpenAt(open ? pathname : null);
    if (open) setMenuLoaded(true);
  };

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <nav aria-label={t`Main`} className="mx-auto flex h-16 max-w-6xl items-center gap-6 px-4 sm:px-6">
        <Logo />
        {/* The full row from lg; the name and role badge beside the avatar from xl, where they fit. */}
        <ul className="hidden items-center gap-1 lg:flex">
          {primaryLinks(user).map((link) => (
            <li key={link.label}>
              <Link
                to={link.to}
                aria-current={isActive(pathname, link) ? "page" : undefined}
                aria-describedby={link.to === "/messages" && unread ? unreadId : undefined}
                className={cn(
                  "flex items-center gap-1.5 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-slate-600 hover:bg-slate-100 hover:text-slate-900",
                  "aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800",
                )}
              >
                {link.label}
                {link.to === "/messages" && <InboxUnreadBadge count={unread} descriptionId={unreadId} />}
              </Link>
            </li>
          ))}
        </ul>
        <div className="ml-auto flex items-center gap-2">
          {/* The bell on every screen size; a same-sized space until its code arrives. */}
          {user && (
            <Suspense fallback={<span className="h-10 w-10" aria-hidden />}>
              <NotificationBell user={user} />
            </Suspense>
          )}
          <div className="hidden items-center justify-end gap-2 lg:flex xl:min-w-40">
            {user ? (
              <>
                <RoleBadge role={user.role} className="hidden xl:inline-flex" />
                <Suspense fallback={<Avatar user={user} />}>
                  <AccountMenu user={user} />
                </Suspense>
              </>
            ) : (
              session.status === "signed-out" && <SignInLinks loginVariant="ghost" />
            )}
          </div>
          <Button
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-label={t`Open menu`}
            aria-expanded={menuOpen}
            ref={menuButton}
            onClick={() => setMenuOpen(true)}
          >
            <Menu className="h-6 w-6" aria-hidden />
          </Button>
        </div>
      </nav>
      {menuLoaded && (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} menuButton={menuButton} />
        </Suspense>
      )}
    </header>
  );
}
