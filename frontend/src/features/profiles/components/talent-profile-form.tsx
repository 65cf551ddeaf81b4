import { zodResolver } from "@hookform/resolvers/zod";
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { hashKey, useQueryClient } from "@tanstack/react-query";
import { useMemo, type ReactNode } from "react";
import { Link } from "react-router";
import { useEditorForm } from "@/components/forms/use-editor-form";
import { CityStateFields, EditorLayout, FormError, FormSection, PreviewCard, SaveBar } from "@/components/profile/editor-parts";
import { PhotoField } from "@/components/profile/photo-field";
import { FormField } from "@/components/ui/form-field";
import { Input, Textarea } from "@/components/ui/input";
import { reloadUser } from "@/lib/auth/actions";
import { patchUser, type User } from "@/lib/auth/session";
import { placeText } from "@/lib/format";
import type { TalentProfile } from "@/lib/my-profile";
import { splitTags } from "@/lib/tags";
import { removePhoto, saveTalentProfile, uploadPhoto, type TalentPublic, type TalentRole } from "../api/profiles-api";
import { talentFields, talentFormDefaults, talentFormSchema, toTalentIn, type TalentFormValues } from "../profile-form";
import { ROLE_LABEL, ROLE_PROFILE } from "../roles";
import { TalentProfileView } from "./talent-profile-view";
import { queryKeys } from "@/lib/query-keys";
import { choosePlace } from "@/lib/places";

const COPY = {
  speaker: {
    fallbackName: msg`Unnamed Speaker`,
    path: "/speakers",
    displayNameHint: msg`Shown instead of your full name, such as a ministry name. Optional.`,
    headlineHint: msg`One line about what you bring, e.g. “Youth pastor and conference speaker”.`,
  },
  musician: {
    fallbackName: msg`Unnamed Musician`,
    path: "/musicians",
    displayNameHint: msg`Shown instead of your full name, such as a band name. Optional.`,
    headlineHint: msg`One line about what you bring, e.g. “Worship leader, keys and vocals”.`,
  },
} as const;

/** What others would see, built from the form's current (unsaved) values. */
function previewOf(i18n: I18n, user: User, role: TalentRole, values: TalentFormValues): TalentPublic {
  const { full_name, city, state, ...profile } = toTalentIn(values);
  return {
    user_id: user.id,
    role,
    name: profile.display_name || full_name || i18n._(COPY[role].fallbackName),
    full_name,
    photo: user.profile_photo,
    city,
    state,
    is_pro: user.premium,
    // The preview shows the profile as written; its reviews are on the public page.
    rating_average: null,
    rating_count: 0,
    profile,
    contact: { email: user.email, phone: null },
    // Credentials are added and reviewed apart from the profile's text.
    badges: [],
  };
}

/**
 * The speaker's or musician's editor: the talent profile with the account's name and place, saved
 * in one request, and the photo (saved as soon as it is chosen).
 */
export function TalentProfileForm({
  user,
  role,
  profile,
  after,
}: {
  user: User;
  role: TalentRole;
  profile: TalentProfile;
  /** What follows the form in the editor (the credentials section). */
  after?: ReactNode;
}) {
  const { i18n, t } = useLingui();
  const copy = COPY[role];
  const queryClient = useQueryClient();
  const schema = useMemo(() => talentFormSchema(), []);
  const { form, values, guard, formError, onSubmit } = useEditorForm({
    defaults: talentFormDefaults(user, profile),
    resolver: zodResolver(schema),
    fields: talentFields(schema),
    failure: t`We couldn't save your profile. Please try again.`,
    save: async (input) => {
      const body = toTalentIn(input);
      const saved = await saveTalentProfile(body);
      const mine = queryKeys.profiles.mine(user.id);
      queryClient.setQueryData(mine, saved);
      // Public pages and the directory show the profile: everything under "profiles" but this.
      void queryClient.invalidateQueries({
        queryKey: queryKeys.profiles.all,
        predicate: (query) => query.queryHash !== hashKey(mine),
      });
      // The navigation shows the name: the account as the server now has it, or as sent.
      const account = await reloadUser().catch(() => {
        patchUser(() => ({ full_name: body.full_name, city: body.city, state: body.state }));
        return { ...user, full_name: body.full_name, city: body.city, state: body.state };
      });
      return talentFormDefaults(account, saved.talent ?? profile);
    },
  });
  const { errors, isSubmitting, isDirty } = form.formState;

  const preview = previewOf(i18n, user, role, values);
  const tags = role === "speaker" ? splitTags(values.topics) : splitTags(values.instruments);
  const field = form.register;

  return (
    <EditorLayout
      eyebrow={t(ROLE_PROFILE[role])}
      title={t`Edit Profile`}
      description={t`Churches find you through this profile. Everything here except your email is public.`}
      publicPath={`${copy.path}/${user.id}`}
      preview={
        <PreviewCard
          photo={preview.photo}
          name={preview.name}
          badge={t(ROLE_LABEL[role])}
          lines={[preview.profile.headline, placeText(preview.city, preview.state)]}
          tags={tags}
          bandClassName="bg-linear-to-r from-brand-900 via-brand-700 to-brand-500"
        />
      }
      fullPreview={<TalentProfileView talent={preview} />}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-6" aria-label={t`Edit profile`}>
        {formError && <FormError>{formError}</FormError>}
        <FormSection title={t`Photo`}>
          <PhotoField
            photo={user.profile_photo}
            name={preview.name}
            label={t`Profile photo`}
            upload={uploadPhoto}
            remove={removePhoto}
            onChange={(photo) => patchUser(() => ({ profile_photo: photo }))}
          />
        </FormSection>

        <FormSection title={t`About you`}>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField id="full_name" label={t`Full name`} error={errors.full_name?.message}>
              <Input autoComplete="name" {...field("full_name")} />
            </FormField>
            <FormField
              id="display_name"
              label={t`Display name`}
              error={errors.display_name?.message}
              hint={t(copy.displayNameHint)}
            >
              <Input {...field("display_name")} />
            </FormField>
          </div>
          <FormField id="headline" label={t`Headline`} error={errors.headline?.message} hint={t(copy.headlineHint)}>
            <Input maxLength={150} {...field("headline")} />
          </FormField>
          <CityStateFields
            city={field("city")}
            state={field("state")}
            cityError={errors.city?.message}
            stateError={errors.state?.message}
            onChoose={choosePlace(form)}
          />
          <FormField
            id="bio"
            label={t`Bio`}
            error={errors.bio?.message}
            hint={t`Your story, calling and experience. Up to 5,000 characters.`}
          >
            <Textarea rows={8} {...field("bio")} />
          </FormField>
        </FormSection>

        {role === "speaker" ? (
          <FormSection title={t`Topics and skills`} description={t`Separate with commas. Up to 20 of each.`}>
            <FormField id="topics" label={t`Topics`} error={errors.topics?.message} hint={t`e.g. Youth, Leadership, Marriage`}>
              <Input {...field("topics")} />
            </FormField>
            <FormField id="skills" label={t`Skills`} error={errors.skills?.message} hint={t`e.g. Preaching, Teaching, Workshops`}>
              <Input {...field("skills")} />
            </FormField>
          </FormSection>
        ) : (
          <FormSection title={t`Music`} description={t`Separate with commas. Up to 20 of each.`}>
            <FormField
              id="instruments"
              label={t`Instruments`}
              error={errors.instruments?.message}
              hint={t`e.g. Piano, Vocals, Guitar`}
            >
              <Input {...field("instruments")} />
            </FormField>
            <FormField
              id="genres"
              label={t`Genres`}
              error={errors.genres?.message}
              hint={t`e.g. Gospel, Contemporary worship, Hymns`}
            >
              <Input {...field("genres")} />
            </FormField>
            <FormField
              id="skills"
              label={t`Skills`}
              error={errors.skills?.message}
              hint={t`e.g. Worship leading, Arranging, Choir direction`}
            >
              <Input {...field("skills")} />
            </FormField>
          </FormSection>
        )}

        <FormSection title={t`Ministry details`}>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField
              id="denomination"
              label={t`Denomination`}
              error={errors.denomination?.message}
              hint={t`Optional, e.g. Baptist, Non-denominational.`}
            >
              <Input {...field("denomination")} />
            </FormField>
            <FormField
              id="worship_style"
              label={t`Worship style`}
              error={errors.worship_style?.message}
              hint={t`Optional, e.g. Contemporary, Traditional.`}
            >
              <Input {...field("worship_style")} />
            </FormField>
          </div>
        </FormSection>

        <FormSection
          title={t`Fees and travel`}
          description={t`Fees are in whole US dollars. Leave them empty to discuss case by case.`}
        >
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField id="fee_min" label={t`Lowest fee (USD)`} error={errors.fee_min?.message}>
              <Input inputMode="numeric" placeholder={t`e.g. 250`} {...field("fee_min")} />
            </FormField>
            <FormField id="fee_max" label={t`Highest fee (USD)`} error={errors.fee_max?.message}>
              <Input inputMode="numeric" placeholder={t`e.g. 1000`} {...field("fee_max")} />
            </FormField>
          </div>
          <label className="flex items-center gap-3 text-sm text-slate-800">
            <input
              type="checkbox"
              id="love_offering"
              className="h-4 w-4 rounded border-slate-300 text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              {...field("love_offering")}
            />
            <Trans>I accept a love offering</Trans>
          </label>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField
              id="travel_radius_miles"
              label={t`Travel radius (miles)`}
              error={errors.travel_radius_miles?.message}
              hint={t`0 means local engagements only.`}
            >
              <Input inputMode="numeric" {...field("travel_radius_miles")} />
            </FormField>
          </div>
          <FormField
            id="availability"
            label={t`Availability`}
            error={errors.availability?.message}
            hint={t`e.g. Weekends; booking spring 2027. Up to 500 characters.`}
          >
            <Textarea rows={3} className="min-h-20" {...field("availability")} />
          </FormField>
          <p className="text-sm text-slate-600">
            <Trans>
              Block dates and repeating days on your{" "}
              <Link to="/availability" className="font-medium text-brand-700 underline underline-offset-2">
                availability calendar
              </Link>
              : churches see it on your profile and when they search by date.
            </Trans>
          </p>
        </FormSection>

        <FormSection
          title={t`Media links`}
          description={t`Let churches see and hear you. Full web addresses, like https://youtube.com/…`}
        >
          <FormField id="video_url" label={t`Video link`} error={errors.video_url?.message}>
            <Input type="url" inputMode="url" placeholder="https://" {...field("video_url")} />
          </FormField>
          <FormField id="audio_url" label={t`Audio link`} error={errors.audio_url?.message}>
            <Input type="url" inputMode="url" placeholder="https://" {...field("audio_url")} />
          </FormField>
          <FormField id="website_url" label={t`Website`} error={errors.website_url?.message}>
            <Input type="url" inputMode="url" placeholder="https://" {...field("website_url")} />
          </FormField>
        </FormSection>

        <SaveBar dirty={isDirty} busy={isSubmitting} submitLabel={t`Save profile`} onDiscard={() => form.reset()} />
      </form>
      {after && <div className="mt-8">{after}</div>}
      {guard.dialog}
    </EditorLayout>
  );
}
