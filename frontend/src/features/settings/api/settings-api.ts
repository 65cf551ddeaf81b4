import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, noContent, retryUnlessClientError, unwrap } from "@/lib/api/client";
import type { components } from "@/lib/api/schema";
import { saveResponseFile } from "@/lib/save-file";
import { queryKeys } from "@/lib/query-keys";

export type Settings = components["schemas"]["SettingsOut"];
export type SettingsUpdate = components["schemas"]["SettingsUpdate"];

/** Keyed by the signed-in user: another account on this browser never sees these. */
export function settingsQuery(userId: string) {
  return queryOptions({
    queryKey: queryKeys.settings.mine(userId),
    queryFn: async ({ signal }) => unwrap(await api.GET("/api/users/me/settings", { signal })),
    retry: retryUnlessClientError,
  });
}

/** PATCH /api/users/me/settings with only the fields changed; the answer (all settings) is cached. */
export function useUpdateSettings(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: SettingsUpdate) =>
      unwrap(await api.PATCH("/api/users/me/settings", { body: change })),
    onSuccess: (saved) => queryClient.setQueryData(settingsQuery(userId).queryKey, saved),
  });
}

export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  noContent(
    await api.POST("/api/auth/me/password", {
      body: { current_password: currentPassword, new_password: newPassword },
    }),
  );
}

/** GET /api/users/me/export, saved as the file the server names (steeple-data-<date>.json). */
export async function downloadMyData(): Promise<void> {
  const result = await api.GET("/api/users/me/export", { parseAs: "blob" });
  saveResponseFile(unwrap(result) as Blob, result.response, "steeple-data.json");
}

/** Deletes the account (POST /api/users/me/deletion): the password and, with two-factor on, a code. */
export async function deleteAccount(password: string, code: string | null): Promise<void> {
  noContent(await api.POST("/api/users/me/deletion", { body: { password, code } }));
}
