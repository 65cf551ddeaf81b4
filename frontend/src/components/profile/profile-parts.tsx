import { Trans, useLingui } from "@lingui/react/macro";
import { Lock, Mail, Phone } from "lucide-react";
import type { CSSProperties, ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "@/lib/cn";
import type { components } from "@/lib/api/schema";

export type ContactDetails = components["schemas"]["ContactDetails"];

/** The top of a public profile: a coloured band, the photo overlapping it, name and actions. */
export function ProfileHero({
  bandStyle,
  bandClassName,
  avatar,
  name,
  badge,
  children,
  actions,
}: {
  bandStyle?: CSSProperties;
  bandClassName?: string;
  avatar: ReactNode;
  name: string;
  badge: ReactNode;
  /** Lines under the name: headline, location, denomination. */
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div data-testid="profile-band" aria-hidden style={bandStyle} className={cn("h-24 sm:h-36", bandClassName)} />
      <div className="mx-auto max-w-5xl px-4 pb-6 sm:px-6">
        {/* Only the photo overlaps the band: the text always sits on white. */}
        <div className="-mt-12 flex flex-col gap-3 sm:-mt-16 sm:flex-row sm:gap-5">
          {/* self-start: in the row on wider screens it would stretch to the text's height (a pill). */}
          <div className="w-fit shrink-0 self-start rounded-full bg-white p-1 shadow-sm">{avatar}</div>
          <div className="flex min-w-0 flex-1 flex-col gap-4 sm:flex-row sm:items-start sm:justify-between sm:pt-[4.75rem]">
            <div className="min-w-0">
              <div className="flex flex-wrap items-center gap-2">
                <h1 className="text-2xl font-bold break-words text-slate-900 sm:text-3xl">{name}</h1>
                {badge}
              </div>
              {children}
            </div>
            {actions && <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>}
          </div>
        </div>
      </div>
    </header>
  );
}

/** A titled block of a profile; the small bar takes the church's colour. */
export function ProfileSection({
  title,
  accent,
  children,
  className,
}: {
  title: string;
  accent?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={cn("rounded-xl border border-slate-200 bg-white p-5 sm:p-6", className)}>
      <h2 className="flex items-center gap-2 font-semibold text-slate-900">
        <span
          aria-hidden
          className={cn("h-4 w-1 rounded-full", !accent && "bg-brand-600")}
          style={accent ? { backgroundColor: accent } : undefined}
        />
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

export function TagList({ label, tags }: { label: string; tags: readonly string[] }) {
  if (tags.length === 0) return null;
  return (
    <div>
      <h3 className="text-sm font-medium text-slate-700">{label}</h3>
      <ul className="mt-2 flex flex-wrap gap-2" aria-label={label}>
        {tags.map((tag) => (
          <li key={tag} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800 ring-1 ring-brand-100">
            {tag}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Term / value pairs (denomination, fees…); pairs without a value are left out. */
export function DetailList({ items }: { items: ReadonlyArray<[string, ReactNode]> }) {
  const shown = items.filter(([, value]) => value !== null && value !== undefined && value !== "");
  if (shown.length === 0)
    return (
      <p className="text-sm text-slate-500">
        <Trans>No details yet.</Trans>
      </p>
    );
  return (
    <dl className="space-y-3 text-sm">
      {shown.map(([term, value]) => (
        <div key={term}>
          <dt className="font-medium text-slate-500">{term}</dt>
          <dd className="mt-0.5 text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Contact details exactly as the API gives them: shown when present; when the API withholds them
 * (null) a note says who can see them.
 */
export function ContactSection({ contact, accent }: { contact: ContactDetails | null; accent?: string }) {
  const { t } = useLingui();
  const linkStyle = accent ? { color: accent } : undefined;
  return (
    <ProfileSection title={t`Contact`} accent={accent}>
      {contact === null ? (
        <div className="flex gap-3 text-sm text-slate-600">
          <Lock className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" aria-hidden />
          <p>
            <Trans>Contact details are available to churches with Premium.</Trans>{" "}
            <Link to="/pricing" className="font-medium text-brand-800 underline" style={linkStyle}>
              <Trans>See Premium plans</Trans>
            </Link>
          </p>
        </div>
      ) : contact.email || contact.phone ? (
        <ul className="space-y-2 text-sm">
          {contact.email && (
            <li className="flex items-center gap-2">
              <Mail className="h-4 w-4 shrink-0 text-slate-500" aria-hidden />
              <a href={`mailto:${contact.email}`} className="break-all text-brand-800 hover:underline" style={linkStyle}>
                {contact.email}
              </a>
            </li>
          )}
          {contact.phone && (
            <li className="flex items-center gap-2">
              <Phone className="h-4 w-4 shrink-0 text-slate-500" aria-hidden />
              <a href={`tel:${contact.phone}`} className="text-brand-800 hover:underline" style={linkStyle}>
                {contact.phone}
              </a>
            </li>
          )}
        </ul>
      ) : (
        <p className="text-sm text-slate-500">
          <Trans>No contact details shared yet.</Trans>
        </p>
      )}
    </ProfileSection>
  );
}

/** A link out of the site (media, website, social). */
export function ExternalLink({
  href,
  icon,
  children,
  style,
}: {
  href: string;
  icon: ReactNode;
  children: ReactNode;
  style?: CSSProperties;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer nofollow"
      style={style}
      className="inline-flex items-center gap-2 rounded-md text-sm font-medium text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      {icon}
      <span className="break-all">{children}</span>
      <span className="sr-only">
        <Trans>(opens in a new tab)</Trans>
      </span>
    </a>
  );
}
