import { queryOptions } from "@tanstack/react-query";
import { api, retryUnlessClientError, unwrap } from "@/lib/api/client";
import type { components } from "@/lib/api/schema";
import { queryKeys } from "@/lib/query-keys";

export type TalentProfileIn = components["schemas"]["TalentProfileIn"];
export type TalentPublic = components["schemas"]["TalentPublic"];
export type TalentRole = "speaker" | "musician";

/**
 * The whole talent profile with the account's name, city and state, saved in one request and one
 * transaction (a field left out is cleared). Answers the profile and its completeness.
 */
export async function saveTalentProfile(body: TalentProfileIn) {
  return unwrap(await api.PUT("/api/profiles/me/talent", { body }));
}

/** Multipart upload: the browser sets Content-Type with the boundary for FormData. */
export async function uploadPhoto(file: File) {
  const form = new FormData();
  form.append("photo", file);
  return unwrap(
    await api.PUT("/api/profiles/me/photo", {
      body: { photo: file.name },
      bodySerializer: () => form,
    }),
  );
}

export async function removePhoto() {
  return unwrap(await api.DELETE("/api/profiles/me/photo"));
}

/**
 * Contact details depend on who asks (the client sends the token when signed in), so the viewer
 * is part of the key.
 */
export function publicTalentQuery(role: TalentRole, userId: string, viewerId: string | null) {
  return queryOptions({
    queryKey: queryKeys.profiles.publicOne(role, userId, viewerId),
    retry: retryUnlessClientError,
    queryFn: async () =>
      unwrap(
        role === "speaker"
          ? await api.GET("/api/profiles/speakers/{user_id}", { params: { path: { user_id: userId } } })
          : await api.GET("/api/profiles/musicians/{user_id}", { params: { path: { user_id: userId } } }),
      ),
  });
}
