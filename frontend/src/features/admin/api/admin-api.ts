import { queryOptions, useMutation, useQueryClient, type InfiniteData } from "@tanstack/react-query";
import { api, retryUnlessClientError, unwrap } from "@/lib/api/client";
import type { components } from "@/lib/api/schema";
import { saveBlob } from "@/lib/save-file";
import { cursorQuery } from "@/lib/api/cursor-query";
import type { AdminReport, ItemType, Person, ReportStatus } from "../moderation";
import { queryKeys } from "@/lib/query-keys";

/** The open queue (oldest first, as the server orders it) or the closed reports, by cursor. */
export function reportsQuery(status: ReportStatus) {
  return cursorQuery({
    queryKey: queryKeys.admin.reports(status),
    fetchPage: async (cursor, signal) =>
      unwrap(await api.GET("/api/admin/reports", { params: { query: { status, cursor } }, signal })),
  });
}

/** Every decision, newest first. */
export function decisionLogQuery() {
  return cursorQuery({
    queryKey: queryKeys.admin.log,
    fetchPage: async (cursor, signal) =>
      unwrap(await api.GET("/api/admin/log", { params: { query: { cursor } }, signal })),
  });
}

/**
 * What staff can do from a report. `decide` closes it (hide or dismiss); the others change the
 * item or the account it came from and leave the report where it is.
 */
export type ModerationAction =
  | { kind: "decide"; reportId: string; action: "hide" | "dismiss"; note?: string }
  | { kind: "item"; itemType: ItemType; itemId: string; action: "hide" | "restore" }
  | { kind: "suspend"; userId: string; reason: string }
  | { kind: "restore-account"; userId: string };

async function send(action: ModerationAction): Promise<unknown> {
  switch (action.kind) {
    case "decide":
      return unwrap(
        await api.POST("/api/admin/reports/{report_id}/decision", {
          params: { path: { report_id: action.reportId } },
          body: { action: action.action, note: action.note ?? "" },
        }),
      );
    case "item": {
      const params = { params: { path: { item_type: action.itemType, item_id: action.itemId } } };
      return unwrap(
        action.action === "hide"
          ? await api.POST("/api/admin/items/{item_type}/{item_id}/hide", params)
          : await api.POST("/api/admin/items/{item_type}/{item_id}/restore", params),
      );
    }
    case "suspend":
      return unwrap(
        await api.POST("/api/admin/users/{user_id}/suspend", {
          params: { path: { user_id: action.userId } },
          body: { reason: action.reason },
        }),
      );
    case "restore-account":
      return unwrap(
        await api.POST("/api/admin/users/{user_id}/restore", { params: { path: { user_id: action.userId } } }),
      );
  }
}

type ReportPages = InfiniteData<{ items: AdminReport[]; next_cursor?: string | null }>;

/** Every report the queue holds, rewritten by `change` (the lists are read again after). */
function rewriteReports(pages: ReportPages | undefined, change: (report: AdminReport) => AdminReport): ReportPages | undefined {
  return pages && { ...pages, pages: pages.pages.map((page) => ({ ...page, items: page.items.map(change) })) };
}

/** A person as suspending or restoring `userId` left them. */
function withSuspension(person: Person | null, userId: string, suspended: boolean): Person | null {
  return person?.id === userId ? { ...person, suspended } : person;
}

/**
 * One mutation for every action. A decided report leaves the open queue at once, and a suspended
 * or restored account shows so on every report of theirs at once (the pages are rewritten before
 * the lists are read again), so the next report moves up under the keyboard and a card never
 * offers what was just done.
 */
export function useModerate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (_data, action) => {
      if (action.kind === "suspend" || action.kind === "restore-account") {
        const suspended = action.kind === "suspend";
        queryClient.setQueriesData<ReportPages>({ queryKey: queryKeys.admin.allReports }, (pages) =>
          rewriteReports(pages, (report) => ({
            ...report,
            item: { ...report.item, author: withSuspension(report.item.author, action.userId, suspended) },
            reporter: withSuspension(report.reporter, action.userId, suspended),
          })),
        );
      }
      if (action.kind === "decide") {
        queryClient.setQueryData(reportsQuery("open").queryKey, (data) =>
          data
            ? { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.filter((r) => r.id !== action.reportId) })) }
            : data,
        );
      }
      await queryClient.invalidateQueries({ queryKey: queryKeys.admin.all });
    },
  });
}

/** POST /api/admin/test-email: spec 02 §7.3's test email, to the staff member's own address. */
export function useSendTestEmail() {
  return useMutation({
    mutationFn: async () => unwrap(await api.POST("/api/admin/test-email")),
  });
}

export type ReviewCredential = components["schemas"]["ReviewCredentialOut"];

/** Credentials waiting for review, oldest first (GET /api/admin/credentials). */
export function credentialQueueQuery() {
  return queryOptions({
    queryKey: queryKeys.admin.credentials("pending"),
    queryFn: async ({ signal }) => unwrap(await api.GET("/api/admin/credentials", { params: { query: { status: "pending" } }, signal })),
    retry: retryUnlessClientError,
  });
}

export type CredentialDecision = { id: string; verify: true; note: string } | { id: string; verify: false; reason: string; note: string };

/** Verify, or reject with a reason the holder reads; the queue refreshes. */
export function useDecideCredential() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (decision: CredentialDecision) => {
      const path = { params: { path: { credential_id: decision.id } } };
      return decision.verify
        ? unwrap(await api.POST("/api/admin/credentials/{credential_id}/verify", { ...path, body: { note: decision.note } }))
        : unwrap(
            await api.POST("/api/admin/credentials/{credential_id}/reject", {
              ...path,
              body: { reason: decision.reason, note: decision.note },
            }),
          );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.credentials("pending") }),
  });
}

/** The evidence, fetched with the staff member's token and saved under its name. */
export async function downloadCredentialEvidence(credential: ReviewCredential): Promise<void> {
  const blob = unwrap(
    await api.GET("/api/credentials/{credential_id}/evidence", {
      params: { path: { credential_id: credential.id } },
      parseAs: "blob",
    }),
  ) as Blob;
  saveBlob(blob, credential.evidence_filename ?? "evidence");
}
