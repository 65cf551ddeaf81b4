import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, retryUnlessClientError, unwrap } from "@/lib/api/client";
import type { components } from "@/lib/api/schema";
import { queryKeys } from "@/lib/query-keys";
import { saveBlob, saveResponseFile } from "@/lib/save-file";

export type Pack = components["schemas"]["HandoffPackOut"];
export type PackItem = components["schemas"]["HandoffItemOut"];
export type PackItemIn = components["schemas"]["HandoffItemIn"];
export type PackFile = components["schemas"]["HandoffFileOut"];
export type ChurchPackIn = components["schemas"]["ChurchPackIn"];
export type GuestPackIn = components["schemas"]["GuestPackIn"];
export type ItemKind = PackItemIn["kind"];
export type Side = PackItemIn["owner"];

const path = (applicationId: string) => ({ params: { path: { application_id: applicationId } } });

/** GET /api/hires/{id}/pack: the pack with running times, for the hire's two parties (404 for anyone else). */
export async function fetchPack(applicationId: string, signal?: AbortSignal): Promise<Pack> {
  return unwrap(await api.GET("/api/hires/{application_id}/pack", { ...path(applicationId), signal }));
}

export function packQuery(applicationId: string) {
  return queryOptions({
    queryKey: queryKeys.handoff.pack(applicationId),
    queryFn: ({ signal }) => fetchPack(applicationId, signal),
    retry: retryUnlessClientError,
  });
}

/** Each write answers the whole pack as it now stands: it replaces the cached one. */
function usePackWrite<Input>(applicationId: string, write: (input: Input) => Promise<Pack>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (pack) => queryClient.setQueryData(queryKeys.handoff.pack(applicationId), pack),
  });
}

/** PUT /api/hires/{id}/pack: the church's whole draft; 409 stale_pack when someone saved since `version`. */
export function useSaveChurchPack(applicationId: string) {
  return usePackWrite(applicationId, async (body: ChurchPackIn) =>
    unwrap(await api.PUT("/api/hires/{application_id}/pack", { ...path(applicationId), body })),
  );
}

/** PUT /api/hires/{id}/pack/guest: the guest's items placed among the church's, and their consent. */
export function useSaveGuestPart(applicationId: string) {
  return usePackWrite(applicationId, async (body: GuestPackIn) =>
    unwrap(await api.PUT("/api/hires/{application_id}/pack/guest", { ...path(applicationId), body })),
  );
}

export function useSendPack(applicationId: string) {
  return usePackWrite(applicationId, async () =>
    unwrap(await api.POST("/api/hires/{application_id}/pack/send", path(applicationId))),
  );
}

export function useAcknowledgePack(applicationId: string) {
  return usePackWrite(applicationId, async () =>
    unwrap(await api.POST("/api/hires/{application_id}/pack/acknowledge", path(applicationId))),
  );
}

/** POST /api/hires/{id}/pack/files (multipart, each file under "files"). */
export function useAddPackFiles(applicationId: string) {
  return usePackWrite(applicationId, async (files: readonly File[]) => {
    const form = new FormData();
    for (const file of files) form.append("files", file, file.name);
    // The generated type describes the form's fields; the body sent is the FormData itself.
    return unwrap(await api.POST("/api/hires/{application_id}/pack/files", { ...path(applicationId), body: form as never }));
  });
}

export function useRemovePackFile(applicationId: string) {
  return usePackWrite(applicationId, async (fileId: string) =>
    unwrap(
      await api.DELETE("/api/hires/{application_id}/pack/files/{file_id}", {
        params: { path: { application_id: applicationId, file_id: fileId } },
      }),
    ),
  );
}

/** Fetches a pack's file with the signed-in user's token (a plain link carries none) and saves it. */
export async function downloadPackFile(applicationId: string, file: PackFile): Promise<void> {
  const blob = unwrap(
    await api.GET("/api/hires/{application_id}/pack/files/{file_id}", {
      params: { path: { application_id: applicationId, file_id: file.id } },
      parseAs: "blob",
    }),
  ) as Blob;
  saveBlob(blob, file.filename);
}

/** The pack as a PDF, saved under the name the server gives it. */
export async function downloadPackPdf(applicationId: string): Promise<void> {
  const result = await api.GET("/api/hires/{application_id}/pack/pdf", { ...path(applicationId), parseAs: "blob" });
  saveResponseFile(unwrap(result) as Blob, result.response, "plan.pdf");
}

/** The pack's times as an .ics, saved under the name the server gives it. */
export async function downloadPackCalendar(applicationId: string): Promise<void> {
  const result = await api.GET("/api/hires/{application_id}/pack/ics", { ...path(applicationId), parseAs: "blob" });
  saveResponseFile(unwrap(result) as Blob, result.response, "plan.ics");
}

/** GET /api/hires/{id}/pack/print: the print view's HTML (the page the PDF is laid out from). */
export function packPrintQuery(applicationId: string) {
  return queryOptions({
    queryKey: queryKeys.handoff.print(applicationId),
    queryFn: async ({ signal }) =>
      unwrap(await api.GET("/api/hires/{application_id}/pack/print", { ...path(applicationId), parseAs: "text", signal })) as string,
    retry: retryUnlessClientError,
  });
}
