import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useRef, useState } from "react";
import { NearFilter } from "@/components/search/near-filter";
import { FiltersToggle, SearchForm } from "@/components/search/search-form";
import { SubmitButton } from "@/components/ui/submit-button";
import { cn } from "@/lib/cn";
import { useSession } from "@/lib/auth/session";
import { usePageTitle } from "@/lib/page-title";
import { refusedFilter, type TalentRole } from "../api/directory-api";
import { DayFilter } from "../components/day-filter";
import { VerifiedFilter } from "../components/verified-filter";
import { DirectoryResults } from "../components/directory-results";
import { FitForChoice } from "../components/fit-for-choice";
import { SortChoice } from "../components/sort-choice";
import { TextFilter } from "../components/text-filter";
import { useDirectorySearch } from "../hooks/use-directory-search";
import type { DirectoryFilters, FilterField, TextField } from "../search-params";

const MAIN: readonly TextField[] = ["text", "near"];
const MORE: readonly { field: TextField; label: MessageDescriptor; placeholder: MessageDescriptor }[] = [
  { field: "topic", label: msg`Topic`, placeholder: msg`e.g. youth, marriage` },
  { field: "skill", label: msg`Skill`, placeholder: msg`e.g. preaching` },
  { field: "instrument", label: msg`Instrument`, placeholder: msg`e.g. piano, drums` },
  { field: "genre", label: msg`Genre`, placeholder: msg`e.g. gospel, hymns` },
  { field: "denomination", label: msg`Denomination`, placeholder: msg`e.g. Baptist` },
  { field: "worship_style", label: msg`Worship style`, placeholder: msg`e.g. contemporary` },
  { field: "location", label: msg`Location`, placeholder: msg`City or state` },
];
// The day stays in view (not folded away): a church arriving from an opportunity's date sees it.
const FIELDS: readonly FilterField[] = [
  ...MAIN,
  "radius",
  "fit_for",
  "sort",
  "available_on",
  "verified",
  ...MORE.map(({ field }) => field),
];

const ROLES: readonly { value: TalentRole | null; label: MessageDescriptor }[] = [
  { value: null, label: msg`All` },
  { value: "speaker", label: msg`Speakers` },
  { value: "musician", label: msg`Musicians` },
];

/**
 * /talent, "Speakers & Musicians" in a church's navigation: both roles with advanced filters,
 * sorted by the server (best match, then Pro, then the most complete profiles).
 */
export function TalentPage() {
  const { t } = useLingui();
  usePageTitle(
    t`Speakers & Musicians`,
    t`Find speakers and musicians for your church by topic, instrument, genre, denomination, worship style and location.`,
  );
  const session = useSession();
  const churchUserId = session.status === "signed-in" && session.user.role === "church" ? session.user.id : null;
  const { search, drafts, setDraft, submit, setRole, choose, clear, query, params } = useDirectorySearch({
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
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        <Trans>Speakers &amp; Musicians</Trans>
      </h1>
      <p className="mt-2 max-w-2xl text-slate-600">
        <Trans>
          Search every listed speaker and musician. Best matches come first, then Pro members and the most
          complete profiles.
        </Trans>
      </p>

      <SearchForm label={t`Search speakers and musicians`} onSubmit={submit} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[1.6fr_1.2fr_0.8fr_1fr_1fr_auto] lg:items-end">
          <div className="sm:col-span-2 lg:col-span-1">
            <TextFilter
              field="text"
              label={t`Keywords`}
              value={drafts.text}
              onChange={setDraft}
              placeholder={t`Name, topic, instrument…`}
              inputRef={textInput}
            />
          </div>
          <NearFilter
            near={drafts.near}
            radius={drafts.radius}
            onChange={setDraft}
            nearError={refusedFilter(query.error, "near")}
            radiusError={refusedFilter(query.error, "radius")}
          />
          <DayFilter
            value={drafts.available_on}
            onChange={setDraft}
            error={refusedFilter(query.error, "available_on")}
          />
          <VerifiedFilter value={drafts.verified} onChange={setDraft} />
          <SubmitButton
            busy={query.isFetching}
            busyLabel={t`Loading…`}
            className="min-w-32 self-end sm:col-span-2 lg:col-span-1"
          >
            <Trans>Search</Trans>
          </SubmitButton>
        </div>

        <div className="flex flex-wrap items-center justify-between gap-3">
          <fieldset>
            <legend className="sr-only">
              <Trans>Role</Trans>
            </legend>
            <div className="inline-flex rounded-lg bg-slate-200/70 p-1">
              {ROLES.map(({ value, label }) => (
                <label
                  key={value ?? "all"}
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
                  {t(label)}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="flex flex-wrap items-end gap-3">
            {churchUserId && (
              <FitForChoice
                userId={churchUserId}
                value={search.filters.fit_for}
                onChange={(id) => choose("fit_for", id)}
                error={refusedFilter(query.error, "fit_for")}
              />
            )}
            <SortChoice
              value={shownSort(search.filters)}
              nearby={Boolean(search.filters.near)}
              fitting={Boolean(search.filters.fit_for)}
              onChange={(sort) => choose("sort", sort)}
            />
          </div>
          <FiltersToggle
            open={moreOpen}
            onToggle={() => setMoreOpen((open) => !open)}
            controls={moreId}
            active={moreActive}
            showLabel={t`More filters`}
            hideLabel={t`Fewer filters`}
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
              label={t(label)}
              value={drafts[field]}
              onChange={setDraft}
              placeholder={t(placeholder)}
            />
          ))}
        </div>
      </SearchForm>

      <DirectoryResults
        query={query}
        search={search}
        params={params}
        listed={search.role ?? "all"}
        showRole
        onClear={() => {
          clear();
          textInput.current?.focus();
        }}
      />
    </div>
  );
}

/** The order in force: one that needs a place or an opportunity falls back to the directory's own without it. */
function shownSort(filters: DirectoryFilters): string {
  if (filters.sort === "distance") return filters.near ? "distance" : "";
  if (filters.sort === "fit") return filters.fit_for ? "fit" : "";
  return "";
}
