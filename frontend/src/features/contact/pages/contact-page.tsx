import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { CheckCircle2, Mail, MapPin } from "lucide-react";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input, Textarea } from "@/components/ui/input";
import { applyFieldErrors } from "@/lib/form-errors";
import { usePageTitle } from "@/lib/page-title";
import { siteInfoQuery } from "@/lib/site";
import { notify } from "@/lib/toast";
import { useSubmitContactMessage, type ContactMessage } from "../api/submit-contact-message";
import { contactFormSchema, type ContactFormValues } from "../contact-form-schema";
import { SubmitButton } from "@/components/ui/submit-button";

const FIELDS = ["name", "email", "subject", "message"] as const;

export function ContactPage() {
  const { t } = useLingui();
  usePageTitle(t`Contact Us`, t`Questions about Steeple? Send us a message and we'll get back to you.`);
  // The page is drawn anew when the language changes, so its messages are built once.
  const schema = useMemo(() => contactFormSchema(), []);
  const { data: site } = useQuery(siteInfoQuery);
  const submit = useSubmitContactMessage();
  const form = useForm<ContactFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { name: "", email: "", subject: "", message: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await submit.mutateAsync(values);
      notify.success(t`Message sent`, t`Thank you! We'll reply by email.`);
    } catch (error) {
      if (!applyFieldErrors(error, FIELDS, form.setError)) {
        notify.error(t`Your message was not sent`, error instanceof Error ? error.message : undefined);
      }
    }
  });

  return (
    <div className="mx-auto grid max-w-5xl gap-12 px-4 py-16 sm:px-6 md:grid-cols-5">
      <div className="md:col-span-2">
        <h1 className="text-4xl font-bold tracking-tight text-slate-900">
          <Trans>Contact Us</Trans>
        </h1>
        <p className="mt-4 text-slate-600">
          <Trans>
            Questions about your account, a booking or our plans? Send us a message and our team
            will reply by email, usually within two business days.
          </Trans>
        </p>
        <p className="mt-4 text-slate-600">
          <Trans>
            Many answers are already in the{" "}
            <Link to="/help-center" className="text-brand-800 underline">
              Help Center
            </Link>
            .
          </Trans>
        </p>
        <ul className="mt-6 min-h-16 space-y-2 text-sm text-slate-700">
          {site && (
            <>
              <li className="flex items-center gap-2">
                <Mail className="h-4 w-4 text-brand-700" aria-hidden />
                <a href={`mailto:${site.support_email}`} className="hover:underline">
                  {site.support_email}
                </a>
              </li>
              <li className="flex items-center gap-2">
                <MapPin className="h-4 w-4 text-brand-700" aria-hidden />
                {site.location}
              </li>
            </>
          )}
        </ul>
      </div>

      <div className="md:col-span-3">
        {submit.isSuccess ? (
          <MessageSent
            message={submit.data}
            onSendAnother={() => {
              form.reset();
              submit.reset();
            }}
          />
        ) : (
          <form noValidate onSubmit={onSubmit} className="space-y-5 rounded-xl border border-slate-200 p-6 shadow-sm">
            <div className="grid gap-5 sm:grid-cols-2">
              <FormField label={t`Your name`} error={errors.name?.message}>
                <Input autoComplete="name" {...form.register("name")} />
              </FormField>
              <FormField label={t`Email`} error={errors.email?.message}>
                <Input type="email" autoComplete="email" {...form.register("email")} />
              </FormField>
            </div>
            <FormField label={t`Subject`} error={errors.subject?.message}>
              <Input {...form.register("subject")} />
            </FormField>
            <FormField label={t`Message`} error={errors.message?.message} hint={t`At least 10 characters.`}>
              <Textarea rows={6} {...form.register("message")} />
            </FormField>
            <SubmitButton className="w-full sm:w-auto" busy={isSubmitting} busyLabel={t`Sending…`}>
              <Trans>Send message</Trans>
            </SubmitButton>
          </form>
        )}
      </div>
    </div>
  );
}

/** The thanks that replaces the form once the message is in. */
function MessageSent({ message, onSendAnother }: { message: ContactMessage; onSendAnother: () => void }) {
  const { name: sender, subject, email } = message;
  return (
    <div role="status" className="rounded-xl border border-green-200 bg-green-50 p-8">
      <CheckCircle2 className="h-8 w-8 text-green-600" aria-hidden />
      <h2 className="mt-3 text-xl font-semibold text-slate-900">
        <Trans>Thank you, {sender}!</Trans>
      </h2>
      <p className="mt-2 text-slate-700">
        <Trans>
          Your message "{subject}" reached our team. We'll reply to {email}.
        </Trans>
      </p>
      <Button variant="secondary" className="mt-6" onClick={onSendAnother}>
        <Trans>Send another message</Trans>
      </Button>
    </div>
  );
}
