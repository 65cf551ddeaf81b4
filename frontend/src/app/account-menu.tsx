import { Trans, useLingui } from "@lingui/react/macro";
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { ChevronDown, LogOut } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import type { User } from "@/lib/auth/session";
import { useUnreadCounts } from "@/lib/realtime/store";
import { Avatar } from "./avatar";
import { accountLinks, displayName } from "./navigation";
import { InboxUnreadBadge } from "./unread-badge";
import { useSignOut } from "@/lib/auth/use-sign-out";

const itemClass =
  "flex cursor-pointer items-center gap-2 rounded px-3 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900";

/** The avatar menu "My Account" (spec 02 §2.2); loaded when a signed-in page first shows it. */
export function AccountMenu({ user }: { user: User }) {
  const { t } = useLingui();
  const { signingOut, signOut } = useSignOut();
  const unread = useUnreadCounts().messages;
  const descriptionId = useId();

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={t`My Account`}
        className="flex items-center gap-2 rounded-full p-1 pr-2 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <Avatar user={user} />
        <span className="hidden max-w-[120px] truncate text-sm font-medium text-slate-700 xl:inline">
          {displayName(user)}
        </span>
        <ChevronDown className="h-4 w-4 text-slate-500" aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 w-56 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Label className="px-3 py-2 text-xs font-semibold text-slate-500 uppercase">
            <Trans>My Account</Trans>
          </DropdownMenu.Label>
          {accountLinks(user).map((link) => (
            <DropdownMenu.Item key={link.label} asChild className={itemClass}>
              <Link to={link.to} aria-describedby={link.to === "/messages" && unread ? descriptionId : undefined}>
                {link.label}
                {link.to === "/messages" && <InboxUnreadBadge count={unread} descriptionId={descriptionId} />}
              </Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item
            className={itemClass}
            disabled={signingOut}
            onSelect={(event) => {
              event.preventDefault();
              void signOut();
            }}
          >
            <LogOut className="h-4 w-4" aria-hidden />
            {signingOut ? t`Logging out...` : t`Sign out`}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
