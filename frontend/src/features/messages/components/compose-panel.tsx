import { zodResolver } from "@hookform/resolvers/zod";
import { t as translate } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, Crown, Loader2, MessageSquarePlus, Send, ShieldAlert, UserX } from "lucide-react";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { LoadProblem } from "@/components/errors/load-problem";
import { FormError } from "@/components/profile/editor-parts";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input, Textarea } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { isNotFound } from "@/lib/api/client";
import { limit } from "@/lib/form-fields";
import { applyFieldErrors, errorMessage } from "@/lib/form-errors";
import { z } from "@/lib/zod";
import { recipientQuery, useStartConversation, type Participant, type Recipient } from "../api/messages-api";
import type { ComposeParams } from "../compose-params";
import { MAX_BODY, sendsOnKey } from "../message-rules";
import { ROLE_LABEL } from "../role-label";
import { AttachmentPicker } from "./attachment-picker";
import { ParticipantAvatar } from "./participant-avatar";

function composeSchema() {
  return z.object({
    subject: z.string().trim().min(1, translate`Write a subject`).max(200, limit(200)),
    body: z.string().trim().min(1, translate`Write a message`).max(MAX_BODY, limit(MAX_BODY)),
  });
}
type ComposeValues = z.input<ReturnType<typeof composeSchema>>;
const COMPOSE_FIELDS = ["subject", "body"] as const;

function PanelHeader({ backTo, title }: { backTo: string; title: string }) {
  return (
    <header className="flex items-center gap-2 border-b border-slate-200 px-3 py-3 sm:px-4">
      <Link
        to={backTo}
        className="-ml-1 rounded-md p-2 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 md:hidden"
      >
        <ArrowLeft className="h-5 w-5" aria-hidden />
        <span className="sr-only">
          <Trans>Back to conversations</Trans>
        </span>
      </Link>
      <h2 className="flex items-center gap-2 font-semibold text-slate-900">
        <MessageSquarePlus className="h-5 w-5 text-brand-700" aria-hidden />
        {title}
      </h2>
    </header>
  );
}

/**
 * A new message from the compose parameters: first the server says who the recipient is and
 * whether I may write to them; then the form (subject and message pre-filled), or why not.
 * Without a recipient there is nothing to address: conversations start from a profile, an
 * application or a notification.
 */
export function ComposePanel({ userId, params, backTo }: { userId: string; params: ComposeParams; backTo: string }) {
  const { t } = useLingui();
  if (!params.recipientId) {
    return (
      <div className="flex min-h-0 flex-1 flex-col">
        <PanelHeader backTo={backTo} title={t`New message`} />
        <div className="mx-auto max-w-md px-6 py-12 text-center">
          <MessageSquarePlus className="mx-auto h-10 w-10 text-slate-400" aria-hidden />
          <p className="mt-3 font-medium text-slate-900">
            <Trans>Start from someone's profile</Trans>
          </p>
          <p className="mt-1 text-sm text-slate-600">
            <Trans>
              Conversations start from a profile's Message button, from an application, or from Reply on a
              notification. Open the person you want to write to and press Message there.
            </Trans>
          </p>
        </div>
      </div>
    );
  }
  return <ComposeTo userId={userId} recipientId={params.recipientId} params={params} backTo={backTo} />;
}

function ComposeTo({ userId, recipientId, params, backTo }: { userId: string; recipientId: string; params: ComposeParams; backTo: string }) {
  const { t } = useLingui();
  const recipient = useQuery(recipientQuery(userId, recipientId, params.applicationId));
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <PanelHeader backTo={backTo} title={t`New message`} />
      <div className="min-h-0 flex-1 overflow-y-auto">
        {recipient.isPending ? (
          <div role="status" className="flex items-center justify-center gap-2 py-16 text-sm text-slate-600">
            <Loader2 className="h-5 w-5 animate-spin text-brand-700" aria-hidden />
            <Trans>Checking who you're writing to…</Trans>
          </div>
        ) : recipient.isError ? (
          isNotFound(recipient.error) ? (
            <div className="mx-auto max-w-md px-6 py-12 text-center">
              <UserX className="mx-auto h-10 w-10 text-slate-400" aria-hidden />
              <p className="mt-3 font-medium text-slate-900">
                <Trans>We couldn't find this person</Trans>
              </p>
              <p className="mt-1 text-sm text-slate-600">
                <Trans>The link may be out of date, or their account was closed.</Trans>
              </p>
            </div>
          ) : (
            <div className="px-4 pb-6">
              <LoadProblem
                title={t`We couldn't check who you're writing to`}
                error={recipient.error}
                onRetry={() => void recipient.refetch()}
                retrying={recipient.isFetching}
              />
            </div>
          )
        ) : recipient.data.can_message ? (
          <ComposeForm userId={userId} participant={recipient.data.participant} params={params} />
        ) : (
          <Refusal recipient={recipient.data} />
        )}
      </div>
    </div>
  );
}

function ToLine({ participant }: { participant: Participant }) {
  const { t } = useLingui();
  const role = ROLE_LABEL[participant.role];
  return (
    <div className="flex items-center gap-3 rounded-lg bg-slate-50 px-3 py-2">
      <span className="text-sm font-medium text-slate-500">
        <Trans>To:</Trans>
      </span>
      <ParticipantAvatar participant={participant} className="h-8 w-8 text-xs" />
      <span className="min-w-0 truncate font-medium text-slate-900">{participant.name}</span>
      <span className="text-xs text-slate-500">{role ? t(role) : ""}</span>
    </div>
  );
}

/** Why I may not write to them, in the server's words; a free church is offered Church Premium. */
function Refusal({ recipient }: { recipient: Recipient }) {
  const { t } = useLingui();
  const { participant, refusal } = recipient;
  const name = participant.name;
  const premium = refusal?.code === "premium_required";
  return (
    <div className="space-y-5 p-4 sm:p-6">
      <ToLine participant={participant} />
      <div role="alert" className="rounded-xl border border-amber-200 bg-amber-50 p-5">
        <div className="flex items-start gap-3">
          {premium ? (
            <Crown className="mt-0.5 h-5 w-5 shrink-0 text-amber-600" aria-hidden />
          ) : (
            <ShieldAlert className="mt-0.5 h-5 w-5 shrink-0 text-amber-600" aria-hidden />
          )}
          <div>
            <p className="font-medium text-amber-900">
              <Trans>You can't message {name}</Trans>
            </p>
            <p className="mt-1 text-sm text-amber-900">{refusal?.message ?? t`Messaging this person isn't available.`}</p>
          </div>
        </div>
        <div className="mt-4 flex flex-wrap gap-3">
          {premium && (
            <Button asChild>
              <Link to="/payment/church/premium">
                <Trans>Upgrade to Church Premium</Trans>
              </Link>
            </Button>
          )}
          {refusal?.code === "email_unverified" && (
            <Button asChild>
              <Link to="/verify-email">
                <Trans>Verify your email</Trans>
              </Link>
            </Button>
          )}
          {participant.profile_path && (
            <Button asChild variant="secondary">
              <Link to={participant.profile_path}>
                <Trans>Back to {name}</Trans>
              </Link>
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}

function ComposeForm({ userId, participant, params }: { userId: string; participant: Participant; params: ComposeParams }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const start = useStartConversation(userId);
  const [files, setFiles] = useState<File[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const schema = useMemo(() => composeSchema(), []);
  const form = useForm<ComposeValues>({
    resolver: zodResolver(schema),
    defaultValues: { subject: params.subject.slice(0, 200), body: "" },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const conversation = await start.mutateAsync({
        recipientId: participant.id,
        subject: values.subject.trim(),
        body: values.body.trim(),
        applicationId: params.applicationId,
        inReplyTo: params.inReplyTo,
        files,
      });
      // The compose parameters are spent: the address becomes the conversation's.
      await navigate(`/messages/${conversation.id}`, { replace: true });
    } catch (error) {
      if (!applyFieldErrors(error, COMPOSE_FIELDS, form.setError)) {
        setFormError(errorMessage(error, t`Your message wasn't sent. Please try again.`));
      }
    }
  });
  const body = form.register("body");

  return (
    <form aria-label={t`New message`} noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4 p-4 sm:p-6">
      <ToLine participant={participant} />
      {formError && <FormError>{formError}</FormError>}
      <FormField id="compose-subject" label={t`Subject`} error={errors.subject?.message}>
        <Input maxLength={200} autoComplete="off" autoFocus={!params.subject} {...form.register("subject")} />
      </FormField>
      <FormField
        id="compose-body"
        label={t`Message`}
        error={errors.body?.message}
        hint={t`Ctrl+Enter (⌘+Enter on a Mac) sends.`}
      >
        <Textarea
          rows={8}
          // With a subject given (a reply, an application), writing starts at the message.
          autoFocus={Boolean(params.subject)}
          {...body}
          onKeyDown={(event) => {
            if (sendsOnKey(event)) {
              event.preventDefault();
              void onSubmit();
            }
          }}
        />
      </FormField>
      <AttachmentPicker files={files} onChange={setFiles} disabled={start.isPending} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" asChild>
          <Link to="/messages">
            <Trans>Cancel</Trans>
          </Link>
        </Button>
        <SubmitButton busy={start.isPending} busyLabel={t`Sending…`}>
          <Send className="h-4 w-4" aria-hidden />
          <Trans>Send</Trans>
        </SubmitButton>
      </div>
    </form>
  );
}
