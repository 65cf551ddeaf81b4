import { useId, useRef, useState } from "react";
import { FiltersToggle, SearchForm } from "@/components/search/search-form";
import { SubmitButton } from "@/components/ui/submit-button";
import { cn } from "@/lib/cn";
import { usePageTitle } from "@/lib/page-title";
import type { TalentRole } from "../api/directory-api";
import { DirectoryResults } from "../components/directory-results";
import { TextFilter } from "../components/text-filter";
import { useDirectorySearch } from "../hooks/use-directory-search";
import type { TextField } from "../search-params";

const MAIN: readonly TextField[] = ["text", "location"];
const MORE: readonly { field: TextField; label: string; placeholder: string }[] = [
  { field: "topic", label: "Topic", placeholder: "e.g. youth, marriage" },
  { field: "skill", label: "Skill", placeholder: "e.g. preaching" },
  { field: "instrument", label: "Instrument", placeholder: "e.g. piano, drums" },
  { field: "genre", label: "Genre", placeholder: "e.g. gospel, hymns" },
  { field: "denomination", label: "Denomination", placeholder: "e.g. Baptist" },
  { field: "worship_style", label: "Worship style", placeholder: "e.g. contemporary" },
];
const FIELDS: readonly TextField[] = [...MAIN, ...MORE.map(({ field }) => field)];

const ROLES: readonly { value: TalentRole | null; label: string }[] = [
  { value: null, label: "All" },
  { value: "speaker", label: "Speakers" },
  { value: "musician", label: "Musicians" },
];

const NOUNS = { all: "speakers or musicians", speaker: "speakers", musician: "musicians" } as const;

/**
 * /talent, "Speakers & Musicians" in a church's navigation: both roles with advanced filters,
 * sorted by the server (best match, then Pro, then the most complete profiles).
 */
export function TalentPage() {
  usePageTitle(
    "Speakers & Musicians",
    "Find speakers and musicians for your church by topic, instrument, genre, denomination, worship style and location.",
  );
  const { search, drafts, setDraft, submit, setRole, clear, query, params } = useDirectorySearch({
    fields: FIELDS,
    roleChoice: true,
  });
  const textInput = useRef<HTMLInputElement>(null);
  const moreId = useId();
  // Small screens fold the extra filters away, unless the URL already uses them.
  const [moreOpen, setMoreOpen] = useState(() => MORE.some(({ field }) => search.filters[field]));
  const moreActive = MORE.filter(({ field }) => search.filters[field]).length;

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Speakers &amp; Musicians</h1>
      <p className="mt-2 max-w-2xl text-slate-600">
        Search every listed speaker and musician. Best matches come first, then Pro members and the most
        complete profiles.
      </p>

      <SearchForm label="Search speakers and musicians" onSubmit={submit} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_auto] lg:items-end">
          <div className="sm:col-span-2 lg:col-span-1">
            <TextFilter
              field="text"
              label="Keywords"
              value={drafts.text}
              onChange={setDraft}
              placeholder="Name, topic, instrument…"
              inputRef={textInput}
            />
          </div>
          <TextFilter
            field="location"
            label="Location"
            value={drafts.location}
            onChange={setDraft}
            placeholder="City or state"
          />
          <SubmitButton busy={query.isFetching} busyLabel="Loading…" className="min-w-32 self-end">
            Search
          </SubmitButton>
        </div>

        <div className="flex flex-wrap items-center justify-between gap-3">
          <fieldset>
            <legend className="sr-only">Role</legend>
            <div className="inline-flex rounded-lg bg-slate-200/70 p-1">
              {ROLES.map(({ value, label }) => (
                <label
                  key={label}
                  className={cn(
                    "relative cursor-pointer rounded-md px-4 py-1.5 text-sm font-medium text-slate-600",
                    "has-[:checked]:bg-white has-[:checked]:text-slate-900 has-[:checked]:shadow-sm",
                    "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600",
                  )}
                >
                  <input
                    type="radio"
                    name="role"
                    className="sr-only"
                    checked={search.role === value}
                    onChange={() => setRole(value)}
                  />
                  {label}
                </label>
              ))}
            </div>
          </fieldset>
          <FiltersToggle
            open={moreOpen}
            onToggle={() => setMoreOpen((open) => !open)}
            controls={moreId}
            active={moreActive}
            showLabel="More filters"
            hideLabel="Fewer filters"
          />
        </div>

        <div
          id={moreId}
          className={cn("gap-4 sm:grid-cols-2 md:grid md:grid-cols-3", moreOpen ? "grid" : "hidden")}
        >
          {MORE.map(({ field, label, placeholder }) => (
            <TextFilter
              key={field}
              field={field}
              label={label}
              value={drafts[field]}
              onChange={setDraft}
              placeholder={placeholder}
            />
          ))}
        </div>
      </SearchForm>

      <DirectoryResults
        query={query}
        search={search}
        params={params}
        noun={NOUNS[search.role ?? "all"]}
        showRole
        onClear={() => {
          clear();
          textInput.current?.focus();
        }}
      />
    </div>
  );
}
