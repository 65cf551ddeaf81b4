import type { User } from "@/lib/auth/session";
import type { MyProfile } from "@/lib/my-profile";

export interface CompletenessItem {
  label: string;
  done: boolean;
  /** Where the user completes it: the editor, scrolled to the field (`/profile/edit#bio`). */
  to: string;
}

const edit = (field: string) => `/profile/edit#${field}`;

/**
 * What a complete profile has: the account's basics, and with the profile loaded (`GET
 * /api/profiles/me`) the talent's headline, bio, topics or instruments and a media link, or the
 * church's description.
 */
export function completenessItems(user: User, profile?: MyProfile | null): CompletenessItem[] {
  const items: CompletenessItem[] = [
    { label: "Verify your email", done: user.email_verified, to: "/verify-email" },
    { label: "Add your name", done: Boolean(user.full_name), to: edit("full_name") },
  ];
  if (user.role === "church") {
    items.push({ label: "Add your church's name", done: Boolean(user.church_name), to: edit("church_name") });
  }
  items.push(
    { label: "Add your city and state", done: Boolean(user.city && user.state), to: edit("city") },
    { label: "Add a profile photo", done: Boolean(user.profile_photo), to: edit("photo") },
  );

  const talent = profile?.talent;
  if (talent && (user.role === "speaker" || user.role === "musician")) {
    items.push(
      { label: "Write a headline", done: Boolean(talent.headline), to: edit("headline") },
      { label: "Write your bio", done: Boolean(talent.bio), to: edit("bio") },
      user.role === "speaker"
        ? { label: "Add the topics you speak on", done: talent.topics.length > 0, to: edit("topics") }
        : { label: "Add your instruments", done: talent.instruments.length > 0, to: edit("instruments") },
      {
        label: "Add a video, audio or website link",
        done: Boolean(talent.video_url || talent.audio_url || talent.website_url),
        to: edit("video_url"),
      },
    );
  }
  const church = profile?.church;
  if (church && user.role === "church") {
    items.push({ label: "Tell talent about your church", done: Boolean(church.about), to: edit("about") });
  }
  return items;
}

export function completenessPercent(items: CompletenessItem[]): number {
  return Math.round((items.filter((item) => item.done).length / items.length) * 100);
}
