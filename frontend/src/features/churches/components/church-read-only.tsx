import { Trans, useLingui } from "@lingui/react/macro";
import { Lock } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { EditorLayout, FormSection, PreviewCard } from "@/components/profile/editor-parts";
import { ProfileAvatar } from "@/components/profile/profile-avatar";
import { Button } from "@/components/ui/button";
import { placeText } from "@/lib/format";
import type { MyChurch } from "@/lib/my-church";
import type { ChurchPublic } from "../api/churches-api";
import { contactPerson, timezoneLabel } from "../church-form";
import { adminsOnly, CHURCH_DASHBOARD } from "../editor-copy";
import { SOCIAL_NETWORKS } from "../social-networks";
import { churchPalette, THEMES } from "../themes";
import { ChurchView } from "./church-view";

function publicOf(church: MyChurch): ChurchPublic {
  // Its own members have nobody there to message.
  return { ...church, contact: { email: church.contact_email, phone: church.phone }, message_user_id: null };
}

/** Label and value; "Not given" for what the church left empty. */
function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm font-medium text-slate-500">{term}</dt>
      <dd className="mt-0.5 whitespace-pre-line wrap-anywhere text-slate-900">
        {children || (
          <span className="text-slate-400">
            <Trans>Not given</Trans>
          </span>
        )}
      </dd>
    </div>
  );
}

/**
 * The church's information for members who are not its admins (can_edit false): the same sections
 * as the editor, to read, without a form or a save button.
 */
export function ChurchReadOnly({ church }: { church: MyChurch }) {
  const { t } = useLingui();
  const palette = churchPalette(church.primary_color);
  const preset = THEMES[church.theme];
  const place = placeText(church.city, church.state);
  const colour = church.primary_color.toUpperCase();
  return (
    <EditorLayout
      eyebrow={t`Church profile`}
      title={church.church_name}
      description={t`What speakers and musicians see about your church.`}
      publicPath={`/churches/${church.id}`}
      preview={
        <PreviewCard
          photo={church.photo}
          name={church.church_name}
          badge={t`Church`}
          lines={[church.denomination, place]}
          tags={[]}
          bandStyle={{ backgroundColor: palette.primary }}
          initialsStyle={{ backgroundColor: palette.tint, color: palette.accent }}
        />
      }
      fullPreview={<ChurchView church={publicOf(church)} />}
    >
      <div className="space-y-6">
        <div role="note" className="flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          <Lock className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          <div>
            <p className="font-medium">{adminsOnly()}</p>
            <p className="mt-1 text-amber-800">
              <Trans>Ask one of your church's admins if something here needs to change.</Trans>
            </p>
          </div>
        </div>

        <FormSection title={t`Logo or photo`}>
          <ProfileAvatar
            photo={church.photo}
            name={church.church_name}
            className="h-24 w-24 text-2xl"
            initialsStyle={{ backgroundColor: palette.tint, color: palette.accent }}
          />
        </FormSection>

        <FormSection title={t`Church information`}>
          <dl className="space-y-4">
            <Detail term={t`Church name`}>{church.church_name}</Detail>
            <Detail term={t`Denomination`}>{church.denomination}</Detail>
            <Detail term={t`About`}>{church.about}</Detail>
          </dl>
        </FormSection>

        <FormSection title={t`Contact and location`}>
          <dl className="grid gap-4 sm:grid-cols-2">
            <Detail term={t`Contact person`}>{contactPerson(church)}</Detail>
            <Detail term={t`Contact email`}>{church.contact_email}</Detail>
            <Detail term={t`Phone`}>{church.phone}</Detail>
            <Detail term={t`Primary address`}>{church.primary_address}</Detail>
            <Detail term={t`City`}>{church.city}</Detail>
            <Detail term={t`State`}>{church.state}</Detail>
            <Detail term={t`Time zone`}>{timezoneLabel(church.timezone)}</Detail>
          </dl>
        </FormSection>

        <FormSection title={t`Theme & Branding`}>
          <p className="flex items-center gap-3 text-slate-900">
            <span aria-hidden className="h-6 w-6 rounded-full border border-slate-200" style={{ backgroundColor: church.primary_color }} />
            {colour === preset.primary ? t(preset.label) : t`Custom colour ${colour}`}
          </p>
        </FormSection>

        <FormSection title={t`Website and social media`}>
          <dl className="grid gap-4 sm:grid-cols-2">
            <Detail term={t`Website`}>{church.website}</Detail>
            <Detail term={SOCIAL_NETWORKS.facebook.name}>{church.facebook_url}</Detail>
            <Detail term={SOCIAL_NETWORKS.instagram.name}>{church.instagram_url}</Detail>
            <Detail term={SOCIAL_NETWORKS.twitter.name}>{church.twitter_url}</Detail>
            <Detail term={SOCIAL_NETWORKS.youtube.name}>{church.youtube_url}</Detail>
          </dl>
        </FormSection>

        <Button asChild variant="secondary">
          <Link to={CHURCH_DASHBOARD}>
            <Trans>Back to the dashboard</Trans>
          </Link>
        </Button>
      </div>
    </EditorLayout>
  );
}
