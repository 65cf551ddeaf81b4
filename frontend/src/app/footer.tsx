import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Mail, MapPin } from "lucide-react";
import { Link } from "react-router";
import { Logo } from "@/components/ui/logo";
import { FacebookIcon, InstagramIcon } from "@/components/ui/social-icons";
import { siteInfoQuery } from "@/lib/site";
import { LanguagePicker } from "./language";

type FooterLink = { to: string; label: MessageDescriptor };

const PLATFORM_LINKS: FooterLink[] = [
  { to: "/signup?role=speaker", label: msg`For Speakers` },
  { to: "/signup?role=church", label: msg`For Churches` },
  { to: "/#how-it-works", label: msg`How It Works` },
  { to: "/pricing", label: msg`Pricing` },
  { to: "/#testimonials", label: msg`Success Stories` },
];

const SUPPORT_LINKS: FooterLink[] = [
  { to: "/help-center", label: msg`Help Center` },
  { to: "/contact", label: msg`Contact Us` },
  { to: "/terms-of-service", label: msg`Terms` },
  { to: "/privacy-policy", label: msg`Privacy` },
  { to: "/community-guidelines", label: msg`Community Guidelines` },
];

const linkClass = "text-sm text-slate-300 hover:text-white focus-visible:outline-2 focus-visible:outline-white";

function FooterColumn({ title, links }: { title: string; links: FooterLink[] }) {
  const { t } = useLingui();
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-4 space-y-3">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={linkClass}>
              {t(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Footer() {
  const { t } = useLingui();
  const { data: site } = useQuery(siteInfoQuery);
  const name = site?.product_name ?? "Steeple";
  const year = new Date().getFullYear();
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-4">
        <div className="space-y-4 md:col-span-2">
          <Logo tone="light" />
          <p className="max-w-sm text-sm">
            <Trans>Connecting churches with speakers and musicians who serve with excellence.</Trans>
          </p>
          {/* Fixed height while the site details load, so the footer does not shift. */}
          <ul className="min-h-24 space-y-2 text-sm">
            {site && (
              <>
                <li className="flex items-center gap-2">
                  <Mail className="h-4 w-4" aria-hidden />
                  <a href={`mailto:${site.contact_email}`} className={linkClass}>
                    {site.contact_email}
                  </a>
                </li>
                <li className="flex items-center gap-2">
                  <MapPin className="h-4 w-4" aria-hidden />
                  {site.location}
                </li>
                <li className="flex gap-3 pt-1">
                  <a href={site.facebook_url} aria-label="Facebook" className={linkClass} rel="noopener noreferrer" target="_blank">
                    <FacebookIcon className="h-5 w-5" aria-hidden />
                  </a>
                  <a href={site.instagram_url} aria-label="Instagram" className={linkClass} rel="noopener noreferrer" target="_blank">
                    <InstagramIcon className="h-5 w-5" aria-hidden />
                  </a>
                </li>
              </>
            )}
          </ul>
        </div>
        <FooterColumn title={t`Platform`} links={PLATFORM_LINKS} />
        <FooterColumn title={t`Support`} links={SUPPORT_LINKS} />
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-6 sm:px-6">
          <p className="text-xs text-slate-400">
            <Trans>
              © {year} {name}. All rights reserved.
            </Trans>
          </p>
          <LanguagePicker />
        </div>
      </div>
    </footer>
  );
}
