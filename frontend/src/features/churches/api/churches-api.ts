import { queryOptions, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { api, retryUnlessClientError, unwrap } from "@/lib/api/client";
import type { components } from "@/lib/api/schema";
import { patchUser } from "@/lib/auth/session";
import { queryKeys } from "@/lib/query-keys";

export type ChurchIn = components["schemas"]["ChurchIn"];
export type ChurchPublic = components["schemas"]["ChurchPublic"];

/**
 * The whole church (a field left out is cleared), by its admins only: others get 403 "Only church
 * admins can change church information." Answers the church as its members see it.
 */
export async function saveChurch(churchId: string, body: ChurchIn) {
  return unwrap(await api.PUT("/api/churches/{church_id}", { params: { path: { church_id: churchId } }, body }));
}

/**
 * saveChurch for the pages that edit the church (/profile/edit, Settings' Church Information):
 * then brings what the app holds up to date, the church, its public page and the name the
 * navigation shows.
 */
export function useSaveChurch(userId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    async (churchId: string, body: ChurchIn) => {
      const saved = await saveChurch(churchId, body);
      queryClient.setQueryData(queryKeys.churches.mine(userId), saved);
      void queryClient.invalidateQueries({ queryKey: queryKeys.churches.public });
      patchUser((current) => ({
        church_name: saved.church_name,
        church: current.church && { ...current.church, church_name: saved.church_name },
      }));
      return saved;
    },
    [queryClient, userId],
  );
}

/** The church's own photo or logo (multipart; the browser sets the boundary). */
export async function uploadChurchPhoto(churchId: string, file: File) {
  const form = new FormData();
  form.append("photo", file);
  return unwrap(
    await api.PUT("/api/churches/{church_id}/photo", {
      params: { path: { church_id: churchId } },
      body: { photo: file.name },
      bodySerializer: () => form,
    }),
  );
}

export async function removeChurchPhoto(churchId: string) {
  return unwrap(await api.DELETE("/api/churches/{church_id}/photo", { params: { path: { church_id: churchId } } }));
}

/**
 * A church's public page by its id; a member's user id (the form older links have) answers the
 * same church, whose `id` is then the church's. Contact details depend on who asks, so the viewer
 * is part of the key.
 */
export function publicChurchQuery(id: string, viewerId: string | null) {
  return queryOptions({
    queryKey: queryKeys.churches.publicOne(id, viewerId),
    retry: retryUnlessClientError,
    queryFn: async () =>
      unwrap(await api.GET("/api/churches/{church_id}", { params: { path: { church_id: id } } })),
  });
}
