import { useRef } from "react";
import { Link } from "react-router";
import { SearchForm } from "@/components/search/search-form";
import { SubmitButton } from "@/components/ui/submit-button";
import { useSession } from "@/lib/auth/session";
import { usePageTitle } from "@/lib/page-title";
import type { TalentRole } from "../api/directory-api";
import { useDirectorySearch } from "../hooks/use-directory-search";
import type { TextField } from "../search-params";
import { DirectoryResults } from "./directory-results";
import { TextFilter } from "./text-filter";

// Spec 01 §2: the name box and the topic and skill filters, all answered by the server.
const FIELDS: readonly TextField[] = ["q", "topic", "skill"];

const COPY = {
  speaker: {
    title: "Speakers",
    description: "Find Christian speakers for your church: search by name, topic and skill.",
    lead: "Preachers, teachers and guest speakers for services, conferences, retreats and youth events.",
    noun: "speakers",
    topicHint: "e.g. youth, leadership",
    skillHint: "e.g. preaching, teaching",
  },
  musician: {
    title: "Musicians",
    description: "Find worship leaders and musicians for your church: search by name, genre and instrument.",
    lead: "Worship leaders, bands, soloists and accompanists for services and special events.",
    noun: "musicians",
    topicHint: "e.g. gospel, worship",
    skillHint: "e.g. guitar, vocals",
  },
} as const;

/** /speakers and /musicians: one role's directory, searched by name, topic and skill. */
export function RoleDirectory({ role }: { role: TalentRole }) {
  const copy = COPY[role];
  usePageTitle(copy.title, copy.description);
  const session = useSession();
  const isChurch = session.status === "signed-in" && session.user.role === "church";
  const { search, drafts, setDraft, submit, clear, query, params } = useDirectorySearch({
    fields: FIELDS,
    pageRole: role,
  });
  const nameInput = useRef<HTMLInputElement>(null);

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{copy.title}</h1>
      <p className="mt-2 max-w-2xl text-slate-600">{copy.lead}</p>
      {isChurch && (
        <p className="mt-2 text-sm">
          <Link to="/talent" className="font-medium text-brand-800 underline hover:text-brand-900">
            Search speakers and musicians together, with more filters
          </Link>
        </p>
      )}

      <SearchForm
        label={`Search ${copy.noun}`}
        onSubmit={submit}
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto] lg:items-end"
      >
        <div className="sm:col-span-2 lg:col-span-1">
          <TextFilter
            field="q"
            label="Search name"
            value={drafts.q}
            onChange={setDraft}
            placeholder="Name"
            inputRef={nameInput}
          />
        </div>
        <TextFilter
          field="topic"
          label="Filter topic"
          value={drafts.topic}
          onChange={setDraft}
          placeholder={copy.topicHint}
        />
        <TextFilter
          field="skill"
          label="Filter skill"
          value={drafts.skill}
          onChange={setDraft}
          placeholder={copy.skillHint}
        />
        <SubmitButton
          busy={query.isFetching}
          busyLabel="Loading…"
          className="min-w-32 sm:col-span-2 lg:col-span-1"
        >
          Search
        </SubmitButton>
      </SearchForm>

      <DirectoryResults
        query={query}
        search={search}
        params={params}
        noun={copy.noun}
        onClear={() => {
          clear();
          nameInput.current?.focus();
        }}
      />
    </div>
  );
}
