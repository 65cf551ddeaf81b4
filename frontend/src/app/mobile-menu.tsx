import { useLingui } from "@lingui/react/macro";
import { LogOut } from "lucide-react";
import { useId, type RefObject } from "react";
import { Link, useLocation } from "react-router";
import { Button } from "@/components/ui/button";
import { Sheet } from "@/components/ui/sheet";
import { useSession } from "@/lib/auth/session";
import { useUnreadCounts } from "@/lib/realtime/store";
import { RoleBadge } from "@/components/ui/role-badge";
import { Avatar } from "./avatar";
import { displayName, isActive, mobileLinks } from "./navigation";
import { SignInLinks } from "./sign-in-links";
import { InboxUnreadBadge } from "./unread-badge";
import { useSignOut } from "@/lib/auth/use-sign-out";
import type { DialogOpenProps } from "@/components/ui/dialog";

/** The small-screen menu: a right-side sheet that closes on navigation. */
export function MobileMenu({
  open,
  onOpenChange,
  menuButton,
}: DialogOpenProps & {
  menuButton: RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const session = useSession();
  const user = session.status === "signed-in" ? session.user : null;
  const { signingOut, signOut } = useSignOut();
  const unread = useUnreadCounts().messages;
  const descriptionId = useId();
  const links = mobileLinks(user);

  return (
    <Sheet open={open} onOpenChange={onOpenChange} title={t`Menu`} returnFocusTo={menuButton}>
      {/* A click also closes it when the link points at the page already shown. */}
      <nav
        aria-label={t`Mobile`}
        className="flex flex-1 flex-col gap-1 overflow-y-auto"
        onClick={(event) => {
          if ((event.target as HTMLElement).closest("a")) onOpenChange(false);
        }}
      >
        {user && (
          <div className="mb-2 flex items-center gap-3 px-3">
            <Avatar user={user} />
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium text-slate-900">{displayName(user)}</p>
              <p className="mt-0.5 flex items-center gap-2 text-sm text-slate-500">
                <RoleBadge role={user.role} className="shrink-0" />
                {displayName(user) !== user.email && <span className="truncate">{user.email}</span>}
              </p>
            </div>
          </div>
        )}
        {links.map((link) => (
          <Link
            key={link.label}
            to={link.to}
            aria-current={isActive(pathname, link) ? "page" : undefined}
            aria-describedby={link.to === "/messages" && unread ? descriptionId : undefined}
            className="flex items-center gap-2 rounded-md px-3 py-2 text-base font-medium text-slate-700 hover:bg-slate-100 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800"
          >
            {link.label}
            {link.to === "/messages" && <InboxUnreadBadge count={unread} descriptionId={descriptionId} />}
          </Link>
        ))}
        <div className="mt-auto flex flex-col gap-2 border-t border-slate-200 pt-4">
          {user ? (
            <Button variant="secondary" disabled={signingOut} onClick={() => void signOut()}>
              <LogOut className="h-4 w-4" aria-hidden />
              {signingOut ? t`Logging out...` : t`Sign out`}
            </Button>
          ) : (
            <SignInLinks loginVariant="secondary" />
          )}
        </div>
      </nav>
    </Sheet>
  );
}
