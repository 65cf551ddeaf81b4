import { zodResolver } from "@hookform/resolvers/zod";
import { hashKey, useQueryClient } from "@tanstack/react-query";
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
import {
  TALENT_FIELDS,
  talentFormDefaults,
  talentFormSchema,
  toTalentIn,
  type TalentFormValues,
} from "../profile-form";
import { TalentProfileView } from "./talent-profile-view";
import { queryKeys } from "@/lib/query-keys";

const COPY = {
  speaker: {
    label: "Speaker",
    fallbackName: "Unnamed Speaker",
    path: "/speakers",
    displayNameHint: "Shown instead of your full name, such as a ministry name. Optional.",
    headlineHint: "One line about what you bring, e.g. “Youth pastor and conference speaker”.",
  },
  musician: {
    label: "Musician",
    fallbackName: "Unnamed Musician",
    path: "/musicians",
    displayNameHint: "Shown instead of your full name, such as a band name. Optional.",
    headlineHint: "One line about what you bring, e.g. “Worship leader, keys and vocals”.",
  },
} as const;

/** What others would see, built from the form's current (unsaved) values. */
function previewOf(user: User, role: TalentRole, values: TalentFormValues): TalentPublic {
  const { full_name, city, state, ...profile } = toTalentIn(values);
  return {
    user_id: user.id,
    role,
    name: profile.display_name || full_name || COPY[role].fallbackName,
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
  };
}

/**
 * The speaker's or musician's editor: the talent profile with the account's name and place, saved
 * in one request, and the photo (saved as soon as it is chosen).
 */
export function TalentProfileForm({ user, role, profile }: { user: User; role: TalentRole; profile: TalentProfile }) {
  const copy = COPY[role];
  const queryClient = useQueryClient();
  const { form, values, guard, formError, onSubmit } = useEditorForm({
    defaults: talentFormDefaults(user, profile),
    resolver: zodResolver(talentFormSchema),
    fields: TALENT_FIELDS,
    failure: "We couldn't save your profile. Please try again.",
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

  const preview = previewOf(user, role, values);
  const tags = role === "speaker" ? splitTags(values.topics) : splitTags(values.instruments);
  const field = form.register;

  return (
    <EditorLayout
      eyebrow={`${copy.label} profile`}
      title="Edit Profile"
      description="Churches find you through this profile. Everything here except your email is public."
      publicPath={`${copy.path}/${user.id}`}
      preview={
        <PreviewCard
          photo={preview.photo}
          name={preview.name}
          badge={copy.label}
          lines={[preview.profile.headline, placeText(preview.city, preview.state)]}
          tags={tags}
          bandClassName="bg-linear-to-r from-brand-900 via-brand-700 to-brand-500"
        />
      }
      fullPreview={<TalentProfileView talent={preview} />}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-6" aria-label="Edit profile">
        {formError && <FormError>{formError}</FormError>}
        <FormSection title="Photo">
          <PhotoField
            photo={user.profile_photo}
            name={preview.name}
            label="Profile photo"
            upload={uploadPhoto}
            remove={removePhoto}
            onChange={(photo) => patchUser(() => ({ profile_photo: photo }))}
          />
        </FormSection>

        <FormSection title="About you">
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField id="full_name" label="Full name" error={errors.full_name?.message}>
              <Input autoComplete="name" {...field("full_name")} />
            </FormField>
            <FormField id="display_name" label="Display name" error={errors.display_name?.message} hint={copy.displayNameHint}>
              <Input {...field("display_name")} />
            </FormField>
          </div>
          <FormField id="headline" label="Headline" error={errors.headline?.message} hint={copy.headlineHint}>
            <Input maxLength={150} {...field("headline")} />
          </FormField>
          <CityStateFields city={field("city")} state={field("state")} cityError={errors.city?.message} stateError={errors.state?.message} />
          <FormField id="bio" label="Bio" error={errors.bio?.message} hint="Your story, calling and experience. Up to 5,000 characters.">
            <Textarea rows={8} {...field("bio")} />
          </FormField>
        </FormSection>

        {role === "speaker" ? (
          <FormSection title="Topics and skills" description="Separate with commas. Up to 20 of each.">
            <FormField id="topics" label="Topics" error={errors.topics?.message} hint="e.g. Youth, Leadership, Marriage">
              <Input {...field("topics")} />
            </FormField>
            <FormField id="skills" label="Skills" error={errors.skills?.message} hint="e.g. Preaching, Teaching, Workshops">
              <Input {...field("skills")} />
            </FormField>
          </FormSection>
        ) : (
          <FormSection title="Music" description="Separate with commas. Up to 20 of each.">
            <FormField id="instruments" label="Instruments" error={errors.instruments?.message} hint="e.g. Piano, Vocals, Guitar">
              <Input {...field("instruments")} />
            </FormField>
            <FormField id="genres" label="Genres" error={errors.genres?.message} hint="e.g. Gospel, Contemporary worship, Hymns">
              <Input {...field("genres")} />
            </FormField>
            <FormField id="skills" label="Skills" error={errors.skills?.message} hint="e.g. Worship leading, Arranging, Choir direction">
              <Input {...field("skills")} />
            </FormField>
          </FormSection>
        )}

        <FormSection title="Ministry details">
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField id="denomination" label="Denomination" error={errors.denomination?.message} hint="Optional, e.g. Baptist, Non-denominational.">
              <Input {...field("denomination")} />
            </FormField>
            <FormField id="worship_style" label="Worship style" error={errors.worship_style?.message} hint="Optional, e.g. Contemporary, Traditional.">
              <Input {...field("worship_style")} />
            </FormField>
          </div>
        </FormSection>

        <FormSection title="Fees and travel" description="Fees are in whole US dollars. Leave them empty to discuss case by case.">
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField id="fee_min" label="Lowest fee (USD)" error={errors.fee_min?.message}>
              <Input inputMode="numeric" placeholder="e.g. 250" {...field("fee_min")} />
            </FormField>
            <FormField id="fee_max" label="Highest fee (USD)" error={errors.fee_max?.message}>
              <Input inputMode="numeric" placeholder="e.g. 1000" {...field("fee_max")} />
            </FormField>
          </div>
          <label className="flex items-center gap-3 text-sm text-slate-800">
            <input
              type="checkbox"
              id="love_offering"
              className="h-4 w-4 rounded border-slate-300 text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              {...field("love_offering")}
            />
            I accept a love offering
          </label>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField
              id="travel_radius_miles"
              label="Travel radius (miles)"
              error={errors.travel_radius_miles?.message}
              hint="0 means local engagements only."
            >
              <Input inputMode="numeric" {...field("travel_radius_miles")} />
            </FormField>
          </div>
          <FormField id="availability" label="Availability" error={errors.availability?.message} hint="e.g. Weekends; booking spring 2027. Up to 500 characters.">
            <Textarea rows={3} className="min-h-20" {...field("availability")} />
          </FormField>
        </FormSection>

        <FormSection title="Media links" description="Let churches see and hear you. Full web addresses, like https://youtube.com/…">
          <FormField id="video_url" label="Video link" error={errors.video_url?.message}>
            <Input type="url" inputMode="url" placeholder="https://" {...field("video_url")} />
          </FormField>
          <FormField id="audio_url" label="Audio link" error={errors.audio_url?.message}>
            <Input type="url" inputMode="url" placeholder="https://" {...field("audio_url")} />
          </FormField>
          <FormField id="website_url" label="Website" error={errors.website_url?.message}>
            <Input type="url" inputMode="url" placeholder="https://" {...field("website_url")} />
          </FormField>
        </FormSection>

        <SaveBar dirty={isDirty} busy={isSubmitting} submitLabel="Save profile" onDiscard={() => form.reset()} />
      </form>
      {guard.dialog}
    </EditorLayout>
  );
}
