import { zodResolver } from "@hookform/resolvers/zod";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input, Textarea } from "@/components/ui/input";
import { type User } from "@/lib/auth/session";
import { churchPalette } from "@/lib/church-themes";
import { type ChurchProfile } from "@/lib/my-profile";
import { saveChurchProfile, type ChurchPublic } from "../api/profiles-api";
import { placeText } from "../format";
import {
  CHURCH_FIELDS,
  churchFormDefaults,
  churchFormSchema,
  toChurchIn,
  type ChurchFormValues,
} from "../profile-form";
import { ChurchProfileView } from "./church-profile-view";
import { EditorLayout, FormError, FormSection, PreviewCard, SaveBar } from "./editor-parts";
import { PhotoField } from "./photo-field";
import { useProfileEditor } from "./use-profile-editor";
import { ThemePicker } from "./theme-picker";

function previewOf(user: User, profile: ChurchProfile, values: ChurchFormValues): ChurchPublic {
  const body = toChurchIn(values);
  return {
    id: profile.id,
    user_id: user.id,
    photo: user.profile_photo,
    city: values.city.trim() || null,
    state: values.state.trim() || null,
    church_name: body.church_name || "Your church",
    website: body.website,
    denomination: body.denomination,
    about: body.about,
    theme: body.theme,
    primary_color: body.primary_color,
    facebook_url: body.facebook_url,
    instagram_url: body.instagram_url,
    twitter_url: body.twitter_url,
    youtube_url: body.youtube_url,
    contact: { email: body.contact_email ?? user.email, phone: body.phone },
  };
}

const DASHBOARD = "/church-dashboard";

/**
 * The church's editor: church information, contact, theme and links. `complete` frames it as the
 * church's first full profile (/church/complete-profile) and moves on to the dashboard on save.
 */
export function ChurchProfileForm({
  user,
  profile,
  mode = "edit",
}: {
  user: User;
  profile: ChurchProfile;
  mode?: "edit" | "complete";
}) {
  const { form, values, guard, formError, onSubmit } = useProfileEditor({
    user,
    saved: profile,
    resolver: zodResolver(churchFormSchema),
    defaults: churchFormDefaults,
    fields: CHURCH_FIELDS,
    save: (input) => saveChurchProfile(toChurchIn(input)),
    cached: (church) => ({ talent: null, church }),
    failure: "We couldn't save your church profile. Please try again.",
    afterSave:
      mode === "complete"
        ? { title: "Your church profile is complete", body: "Speakers and musicians can now see who you are.", to: DASHBOARD }
        : undefined,
  });
  const { errors, isSubmitting, isDirty } = form.formState;

  const preview = previewOf(user, profile, values);
  const palette = churchPalette(preview.primary_color);
  const field = form.register;
  const complete = mode === "complete";

  return (
    <EditorLayout
      eyebrow={complete ? "One last step" : "Church profile"}
      title={complete ? "Complete your church profile" : "Edit Profile"}
      description={
        complete
          ? "Tell speakers and musicians about your church. You can change any of this later."
          : "Speakers and musicians see this page when you post opportunities or message them."
      }
      publicPath={`/churches/${user.id}`}
      preview={
        <PreviewCard
          photo={preview.photo}
          name={preview.church_name}
          badge="Church"
          lines={[preview.denomination, placeText(preview.city, preview.state)]}
          tags={[]}
          bandStyle={{ backgroundColor: palette.primary }}
          initialsStyle={{ backgroundColor: palette.tint, color: palette.accent }}
        />
      }
      fullPreview={<ChurchProfileView church={preview} />}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-6" aria-label={complete ? "Complete your church profile" : "Edit church profile"}>
        {formError && <FormError>{formError}</FormError>}
        <FormSection title="Logo or photo">
          <PhotoField user={user} name={preview.church_name} label="Church logo or photo" />
        </FormSection>

        <FormSection title="Church information">
          <FormField id="church_name" label="Church name" error={errors.church_name?.message}>
            <Input autoComplete="organization" {...field("church_name")} />
          </FormField>
          <FormField id="denomination" label="Denomination" error={errors.denomination?.message} hint="Optional, e.g. Methodist, Non-denominational.">
            <Input {...field("denomination")} />
          </FormField>
          <FormField id="about" label="About" error={errors.about?.message} hint="Your church's story, worship and community. Up to 5,000 characters.">
            <Textarea rows={8} {...field("about")} />
          </FormField>
        </FormSection>

        <FormSection title="Contact and location" description="Email and phone are shown only to you and to churches with Premium.">
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField id="full_name" label="Your name" error={errors.full_name?.message}>
              <Input autoComplete="name" {...field("full_name")} />
            </FormField>
            <FormField id="contact_name" label="Contact person" error={errors.contact_name?.message} hint="Optional; your name is used when empty.">
              <Input {...field("contact_name")} />
            </FormField>
            <FormField id="contact_email" label="Contact email" error={errors.contact_email?.message}>
              <Input type="email" autoComplete="email" {...field("contact_email")} />
            </FormField>
            <FormField id="phone" label="Phone" error={errors.phone?.message}>
              <Input type="tel" autoComplete="tel" {...field("phone")} />
            </FormField>
          </div>
          <FormField id="primary_address" label="Primary address" error={errors.primary_address?.message}>
            <Input autoComplete="street-address" {...field("primary_address")} />
          </FormField>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField id="city" label="City" error={errors.city?.message}>
              <Input autoComplete="address-level2" {...field("city")} />
            </FormField>
            <FormField id="state" label="State" error={errors.state?.message} hint="For example, Ohio or OH.">
              <Input autoComplete="address-level1" {...field("state")} />
            </FormField>
          </div>
        </FormSection>

        <FormSection title="Theme & Branding" description="Your page's colour: pick a theme or enter your own.">
          <ThemePicker form={form} />
        </FormSection>

        <FormSection title="Website and social media" description="Full web addresses, like https://facebook.com/yourchurch">
          <FormField id="website" label="Website" error={errors.website?.message}>
            <Input type="url" inputMode="url" placeholder="https://" {...field("website")} />
          </FormField>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField id="facebook_url" label="Facebook" error={errors.facebook_url?.message}>
              <Input type="url" inputMode="url" placeholder="https://facebook.com/…" {...field("facebook_url")} />
            </FormField>
            <FormField id="instagram_url" label="Instagram" error={errors.instagram_url?.message}>
              <Input type="url" inputMode="url" placeholder="https://instagram.com/…" {...field("instagram_url")} />
            </FormField>
            <FormField id="twitter_url" label="X (Twitter)" error={errors.twitter_url?.message}>
              <Input type="url" inputMode="url" placeholder="https://x.com/…" {...field("twitter_url")} />
            </FormField>
            <FormField id="youtube_url" label="YouTube" error={errors.youtube_url?.message}>
              <Input type="url" inputMode="url" placeholder="https://youtube.com/…" {...field("youtube_url")} />
            </FormField>
          </div>
        </FormSection>

        <SaveBar
          dirty={isDirty}
          busy={isSubmitting}
          submitLabel={complete ? "Save and continue" : "Save profile"}
          onDiscard={() => form.reset()}
          extra={
            complete ? (
              <Button asChild variant="ghost">
                <Link to={DASHBOARD}>Skip for now</Link>
              </Button>
            ) : undefined
          }
        />
      </form>
      {guard.dialog}
    </EditorLayout>
  );
}
