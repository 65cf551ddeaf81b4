import { CredentialBadges } from "@/components/credentials/credential-badges";
import { Trans, useLingui } from "@lingui/react/macro";
import { Globe, Headphones, MapPin, Video } from "lucide-react";
import type { ReactElement, ReactNode } from "react";
import { ProfileAvatar } from "@/components/profile/profile-avatar";
import { RatingSummary } from "@/components/ui/star-rating";
import {
  ContactSection,
  DetailList,
  ExternalLink,
  ProfileHero,
  ProfileSection,
  TagList,
} from "@/components/profile/profile-parts";
import { ProBadge } from "@/components/ui/pro-badge";
import { feeRange, hostOf, placeText } from "@/lib/format";
import type { TalentPublic } from "../api/profiles-api";
import { travelText } from "../format";
import { ROLE_LABEL } from "../roles";

const BADGE = {
  speaker: "bg-green-100 text-green-800",
  musician: "bg-purple-100 text-purple-800",
} as const;

/** A speaker's or musician's public page (also the editor's preview, without `reviews` and
 * `availability`). */
export function TalentProfileView({
  talent,
  actions,
  reviews,
  availability,
}: {
  talent: TalentPublic;
  actions?: ReactNode;
  reviews?: ReactNode;
  availability?: ReactNode;
}) {
  const { t } = useLingui();
  const role = talent.role === "musician" ? "musician" : "speaker";
  const name = talent.name;
  const { profile } = talent;
  const place = placeText(talent.city, talent.state);
  const feeLine = feeRange(profile.fee_min, profile.fee_max, profile.love_offering);
  const media = [
    profile.video_url && { href: profile.video_url, icon: <Video className="h-4 w-4" aria-hidden />, label: t`Video` },
    profile.audio_url && { href: profile.audio_url, icon: <Headphones className="h-4 w-4" aria-hidden />, label: t`Audio` },
    profile.website_url && { href: profile.website_url, icon: <Globe className="h-4 w-4" aria-hidden />, label: t`Website` },
  ].filter((item): item is { href: string; icon: ReactElement; label: string } => Boolean(item));
  const tagGroups: [string, string[]][] =
    role === "speaker"
      ? [
          [t`Topics`, profile.topics],
          [t`Skills`, profile.skills],
        ]
      : [
          [t`Instruments`, profile.instruments],
          [t`Genres`, profile.genres],
          [t`Skills`, profile.skills],
        ];
  const hasTags = tagGroups.some(([, tags]) => tags.length > 0);

  return (
    <article>
      <ProfileHero
        bandClassName="bg-linear-to-r from-brand-900 via-brand-700 to-brand-500"
        avatar={<ProfileAvatar photo={talent.photo} name={talent.name} className="h-24 w-24 text-2xl sm:h-28 sm:w-28" />}
        name={talent.name}
        badge={
          <>
            <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${BADGE[role]}`}>{t(ROLE_LABEL[role])}</span>
            {talent.is_pro && <ProBadge />}
          </>
        }
        actions={actions}
      >
        {profile.headline && <p className="mt-1 text-slate-700">{profile.headline}</p>}
        {talent.name !== talent.full_name && talent.full_name && (
          <p className="mt-1 text-sm text-slate-500">{talent.full_name}</p>
        )}
        {place && (
          <p className="mt-1 flex items-center gap-1 text-sm text-slate-600">
            <MapPin className="h-4 w-4" aria-hidden />
            {place}
          </p>
        )}
        <RatingSummary average={talent.rating_average} count={talent.rating_count} className="mt-2" />
      </ProfileHero>

      <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:px-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <ProfileSection title={t`About`}>
            {profile.bio ? (
              <p className="whitespace-pre-line text-slate-700">{profile.bio}</p>
            ) : (
              <p className="text-slate-500">
                <Trans>{name} hasn't written a bio yet.</Trans>
              </p>
            )}
          </ProfileSection>
          {hasTags && (
            <ProfileSection title={role === "speaker" ? t`Topics and skills` : t`Music`}>
              <div className="space-y-4">
                {tagGroups.map(([label, tags]) => (
                  <TagList key={label} label={label} tags={tags} />
                ))}
              </div>
            </ProfileSection>
          )}
          {media.length > 0 && (
            <ProfileSection title={role === "speaker" ? t`Media and links` : t`Listen and watch`}>
              <ul className="space-y-2">
                {media.map((item) => (
                  <li key={item.label}>
                    <ExternalLink href={item.href} icon={item.icon}>
                      {item.label}: {hostOf(item.href)}
                    </ExternalLink>
                  </li>
                ))}
              </ul>
            </ProfileSection>
          )}
          {reviews}
        </div>
        <div className="space-y-6">
          {talent.badges.length > 0 && (
            <ProfileSection title={t`Credentials`}>
              <CredentialBadges badges={talent.badges} />
            </ProfileSection>
          )}
          <ProfileSection title={t`Details`}>
            <DetailList
              items={[
                [t`Denomination`, profile.denomination],
                [t`Worship style`, profile.worship_style],
                [t`Fees`, feeLine],
                [t`Travel`, travelText(profile.travel_radius_miles)],
                [t`Availability`, profile.availability],
              ]}
            />
          </ProfileSection>
          {availability}
          <ContactSection contact={talent.contact} />
        </div>
      </div>
    </article>
  );
}
