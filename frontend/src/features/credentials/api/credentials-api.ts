import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, noContent, retryUnlessClientError, unwrap } from "@/lib/api/client";
import type { components } from "@/lib/api/schema";
import { queryKeys } from "@/lib/query-keys";
import { saveBlob } from "@/lib/save-file";

export type Credential = components["schemas"]["CredentialOut"];
export type CredentialKind = components["schemas"]["CredentialKind"];

/** GET /api/credentials: the signed-in speaker's or musician's own, newest first. */
export function myCredentialsQuery(userId: string) {
  return queryOptions({
    queryKey: queryKeys.credentials.mine(userId),
    queryFn: async ({ signal }) => unwrap(await api.GET("/api/credentials", { signal })),
    retry: retryUnlessClientError,
  });
}

export interface NewCredential {
  kind: CredentialKind;
  title: string;
  issuer: string;
  issued_on: string;
  expires_on: string;
  referee_name: string;
  referee_email: string;
  evidence: File | null;
}

/** POST /api/credentials (multipart: the fields, and the evidence under "evidence"). */
export function useAddCredential(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (draft: NewCredential) => {
      const form = new FormData();
      const { evidence, ...fields } = draft;
      for (const [name, value] of Object.entries(fields)) if (value.trim()) form.append(name, value.trim());
      if (evidence) form.append("evidence", evidence, evidence.name);
      // The generated type describes the form's fields; the body sent is the FormData itself.
      return unwrap(await api.POST("/api/credentials", { body: form as never }));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.credentials.mine(userId) }),
  });
}

export function useRemoveCredential(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      noContent(await api.DELETE("/api/credentials/{credential_id}", { params: { path: { credential_id: id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.credentials.mine(userId) }),
  });
}

/** The evidence, fetched with the signed-in user's token and saved under its name. */
export async function downloadEvidence(credential: { id: string; evidence_filename: string | null }): Promise<void> {
  const blob = unwrap(
    await api.GET("/api/credentials/{credential_id}/evidence", {
      params: { path: { credential_id: credential.id } },
      parseAs: "blob",
    }),
  ) as Blob;
  saveBlob(blob, credential.evidence_filename ?? "evidence");
}

/** GET /api/references/{token}: what a referee's one-time link asks about (no sign-in). */
export function referenceQuery(token: string) {
  return queryOptions({
    queryKey: queryKeys.credentials.reference(token),
    queryFn: async ({ signal }) => unwrap(await api.GET("/api/references/{token}", { params: { path: { token } }, signal })),
    retry: retryUnlessClientError,
  });
}

export function useAnswerReference(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { relationship: string; statement: string }) =>
      unwrap(await api.POST("/api/references/{token}", { params: { path: { token } }, body })),
    onSuccess: (answer) => queryClient.setQueryData(queryKeys.credentials.reference(token), answer),
  });
}
