import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useRef } from "react";
import { Link } from "react-router";
import { SearchForm } from "@/components/search/search-form";
import { SubmitButton } from "@/components/ui/submit-button";
import { useSession } from "@/lib/auth/session";
import { usePageTitle } from "@/lib/page-title";
import { refusedFilter, type TalentRole } from "../api/directory-api";
import { useDirectorySearch } from "../hooks/use-directory-search";
import type { FilterField } from "../search-params";
import { DayFilter } from "./day-filter";
import { DirectoryResults } from "./directory-results";
import { TextFilter } from "./text-filter";

// Spec 01 §2: the name box and the topic and skill filters, all answered by the server; and the
// day they must be free on (issue 24).
const FIELDS: readonly FilterField[] = ["q", "topic", "skill", "available_on"];

const COPY = {
  speaker: {
    title: msg`Speakers`,
    description: msg`Find Christian speakers for your church: search by name, topic and skill.`,
    lead: msg`Preachers, teachers and guest speakers for services, conferences, retreats and youth events.`,
    search: msg`Search speakers`,
    topicHint: msg`e.g. youth, leadership`,
    skillHint: msg`e.g. preaching, teaching`,
  },
  musician: {
    title: msg`Musicians`,
    description: msg`Find worship leaders and musicians for your church: search by name, genre and instrument.`,
    lead: msg`Worship leaders, bands, soloists and accompanists for services and special events.`,
    search: msg`Search musicians`,
    topicHint: msg`e.g. gospel, worship`,
    skillHint: msg`e.g. guitar, vocals`,
  },
} as const;

/** /speakers and /musicians: one role's directory, searched by name, topic and skill. */
export function RoleDirectory({ role }: { role: TalentRole }) {
  const { t } = useLingui();
  const copy = COPY[role];
  usePageTitle(t(copy.title), t(copy.description));
  const session = useSession();
  const isChurch = session.status === "signed-in" && session.user.role === "church";
  const { search, drafts, setDraft, submit, clear, query, params } = useDirectorySearch({
    fields: FIELDS,
    pageRole: role,
  });
  const nameInput = useRef<HTMLInputElement>(null);

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t(copy.title)}</h1>
      <p className="mt-2 max-w-2xl text-slate-600">{t(copy.lead)}</p>
      {isChurch && (
        <p className="mt-2 text-sm">
          <Link to="/talent" className="font-medium text-brand-800 underline hover:text-brand-900">
            <Trans>Search speakers and musicians together, with more filters</Trans>
          </Link>
        </p>
      )}

      <SearchForm
        label={t(copy.search)}
        onSubmit={submit}
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end"
      >
        <div className="sm:col-span-2 lg:col-span-1">
          <TextFilter
            field="q"
            label={t`Search name`}
            value={drafts.q}
            onChange={setDraft}
            placeholder={t`Name`}
            inputRef={nameInput}
          />
        </div>
        <TextFilter
          field="topic"
          label={t`Filter topic`}
          value={drafts.topic}
          onChange={setDraft}
          placeholder={t(copy.topicHint)}
        />
        <TextFilter
          field="skill"
          label={t`Filter skill`}
          value={drafts.skill}
          onChange={setDraft}
          placeholder={t(copy.skillHint)}
        />
        <DayFilter value={drafts.available_on} onChange={setDraft} error={refusedFilter(query.error, "available_on")} />
        <SubmitButton busy={query.isFetching} busyLabel={t`Loading…`} className="min-w-32 self-end">
          <Trans>Search</Trans>
        </SubmitButton>
      </SearchForm>

      <DirectoryResults
        query={query}
        search={search}
        params={params}
        listed={role}
        onClear={() => {
          clear();
          nameInput.current?.focus();
        }}
      />
    </div>
  );
}
