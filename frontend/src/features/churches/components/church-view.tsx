import { Trans, useLingui } from "@lingui/react/macro";
import { Globe, MapPin } from "lucide-react";
import type { ReactElement, ReactNode } from "react";
import { FacebookIcon, InstagramIcon, TwitterIcon, YoutubeIcon } from "@/components/ui/social-icons";
import { ProfileAvatar } from "@/components/profile/profile-avatar";
import { ContactSection, ExternalLink, ProfileHero, ProfileSection } from "@/components/profile/profile-parts";
import { RatingSummary } from "@/components/ui/star-rating";
import { hostOf, placeText } from "@/lib/format";
import type { ChurchPublic } from "../api/churches-api";
import { SOCIAL_NETWORKS } from "../social-networks";
import { churchPalette } from "../themes";

const icon = "h-4 w-4 shrink-0";

/** A church's public page in its theme colour (also the editor's preview, without `reviews`). */
export function ChurchView({
  church,
  actions,
  reviews,
}: {
  church: ChurchPublic;
  actions?: ReactNode;
  reviews?: ReactNode;
}) {
  const { t } = useLingui();
  const palette = churchPalette(church.primary_color);
  const place = placeText(church.city, church.state);
  const name = church.church_name;
  const links = [
    church.website && { href: church.website, icon: <Globe className={icon} aria-hidden />, label: hostOf(church.website) },
    church.facebook_url && { href: church.facebook_url, icon: <FacebookIcon className={icon} aria-hidden />, label: SOCIAL_NETWORKS.facebook.name },
    church.instagram_url && { href: church.instagram_url, icon: <InstagramIcon className={icon} aria-hidden />, label: SOCIAL_NETWORKS.instagram.name },
    church.twitter_url && { href: church.twitter_url, icon: <TwitterIcon className={icon} aria-hidden />, label: SOCIAL_NETWORKS.twitter.name },
    church.youtube_url && { href: church.youtube_url, icon: <YoutubeIcon className={icon} aria-hidden />, label: SOCIAL_NETWORKS.youtube.name },
  ].filter((link): link is { href: string; icon: ReactElement; label: string } => Boolean(link));

  return (
    <article>
      <ProfileHero
        bandStyle={{ backgroundColor: palette.primary }}
        avatar={
          <ProfileAvatar
            photo={church.photo}
            name={church.church_name}
            className="h-24 w-24 text-2xl sm:h-28 sm:w-28"
            initialsStyle={{ backgroundColor: palette.tint, color: palette.accent }}
          />
        }
        name={church.church_name}
        badge={
          <span
            className="rounded-full px-2 py-0.5 text-xs font-medium"
            style={{ backgroundColor: palette.tint, color: palette.accent }}
          >
            <Trans>Church</Trans>
          </span>
        }
        actions={actions}
      >
        {church.denomination && <p className="mt-1 text-slate-700">{church.denomination}</p>}
        {place && (
          <p className="mt-1 flex items-center gap-1 text-sm text-slate-600">
            <MapPin className="h-4 w-4" aria-hidden style={{ color: palette.accent }} />
            {place}
          </p>
        )}
        <RatingSummary average={church.rating_average} count={church.rating_count} className="mt-2" />
      </ProfileHero>

      <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:px-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <ProfileSection title={t`About ${name}`} accent={palette.primary}>
            {church.about ? (
              <p className="whitespace-pre-line text-slate-700">{church.about}</p>
            ) : (
              <p className="text-slate-500">
                <Trans>This church hasn't written about itself yet.</Trans>
              </p>
            )}
          </ProfileSection>
          {reviews}
        </div>
        <div className="space-y-6">
          <ProfileSection title={t`Website and social`} accent={palette.primary}>
            {links.length > 0 ? (
              <ul className="space-y-2">
                {links.map((link) => (
                  <li key={link.href}>
                    <ExternalLink href={link.href} icon={link.icon} style={{ color: palette.accent }}>
                      {link.label}
                    </ExternalLink>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-slate-500">
                <Trans>No links shared yet.</Trans>
              </p>
            )}
          </ProfileSection>
          <ContactSection contact={church.contact} accent={palette.accent} />
        </div>
      </div>
    </article>
  );
}
