import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState, type Ref } from "react";
import { NearFilter } from "@/components/search/near-filter";
import { FiltersToggle, SearchForm } from "@/components/search/search-form";
import { FormField } from "@/components/ui/form-field";
import { Input, Select } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { cn } from "@/lib/cn";
import { EVENT_TYPES } from "../format";
import { COMPENSATIONS, FILTER_NAMES, MAX_LENGTH, type FilterName, type OpportunityFilters } from "../search-params";

type Change = (name: FilterName, value: string, options?: { now?: boolean }) => void;

/** The lists' choices (event type, position, where, compensation); each applies at once. */
const CHOICES: ReadonlyArray<{
  name: FilterName;
  label: MessageDescriptor;
  any: MessageDescriptor;
  options: ReadonlyArray<{ value: string; label: MessageDescriptor }>;
}> = [
  { name: "event_type", label: msg`Event type`, any: msg`Any event type`, options: EVENT_TYPES },
  {
    name: "role",
    label: msg`Position`,
    any: msg`Speakers or musicians`,
    options: [
      { value: "speaker", label: msg`Speakers` },
      { value: "musician", label: msg`Musicians` },
    ],
  },
  {
    name: "online",
    label: msg`Online or in person`,
    any: msg`Online or in person`,
    options: [
      { value: "true", label: msg`Online` },
      { value: "false", label: msg`In person` },
    ],
  },
  { name: "compensation", label: msg`Compensation`, any: msg`Any compensation`, options: COMPENSATIONS },
];

/** What the fold holds: every filter but the search box. */
const MORE: readonly FilterName[] = FILTER_NAMES.filter((name) => name !== "search");

/** The list's order: featured then soonest, the nearest first (near a place), or, for a signed-in
 * speaker or musician, the best fit for them first. */
function sortChoice(byFit: boolean) {
  const options = [{ value: "distance", label: msg`Nearest first` }];
  if (byFit) options.push({ value: "fit", label: msg`Best fit for me` });
  return { name: "sort", label: msg`Sort by`, any: msg`Soonest first`, options } as const;
}

/** /opportunities' search box and filters; on phones the filters fold away under a button. */
export function SearchFilters({
  drafts,
  active,
  busy,
  onChange,
  onSubmit,
  searchRef,
  refused,
  canSortByFit = false,
}: {
  drafts: OpportunityFilters;
  /** The filters in force (the URL's), to count the folded ones. */
  active: OpportunityFilters;
  busy: boolean;
  onChange: Change;
  onSubmit: () => void;
  searchRef?: Ref<HTMLInputElement>;
  /** The API's reasons for refusing filters, by name. */
  refused?: Record<string, string>;
  /** A signed-in speaker or musician may put the best fit for them first. */
  canSortByFit?: boolean;
}) {
  const { t } = useLingui();
  const moreId = useId();
  const activeMore = MORE.filter((name) => active[name]).length;
  const [moreOpen, setMoreOpen] = useState(activeMore > 0);

  return (
    <SearchForm label={t`Opportunity search`} onSubmit={onSubmit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end">
        <FormField label={t`Search opportunities`}>
          <Input
            ref={searchRef}
            type="search"
            name="search"
            value={drafts.search}
            onChange={(event) => onChange("search", event.target.value)}
            maxLength={MAX_LENGTH.search}
            placeholder={t`Title, church, city, position…`}
            autoComplete="off"
            enterKeyHint="search"
          />
        </FormField>
        <SubmitButton busy={busy} busyLabel={t`Loading…`} className="min-w-32">
          <Trans>Search</Trans>
        </SubmitButton>
      </div>

      <FiltersToggle
        open={moreOpen}
        onToggle={() => setMoreOpen((open) => !open)}
        controls={moreId}
        active={activeMore}
        showLabel={t`Show filters`}
        hideLabel={t`Hide filters`}
      />

      <div id={moreId} className={cn("gap-4 sm:grid-cols-2 md:grid md:grid-cols-4", moreOpen ? "grid" : "hidden")}>
        {CHOICES.slice(0, 2).map((choice) => (
          <Choice key={choice.name} {...choice} value={drafts[choice.name]} onChange={onChange} />
        ))}
        <FormField label={t`From`}>
          <Input
            type="date"
            name="from"
            value={drafts.from}
            max={drafts.to || undefined}
            onChange={(event) => onChange("from", event.target.value)}
          />
        </FormField>
        <FormField label={t`To`}>
          <Input
            type="date"
            name="to"
            value={drafts.to}
            min={drafts.from || undefined}
            onChange={(event) => onChange("to", event.target.value)}
          />
        </FormField>
        <FormField label={t`State`}>
          <Input
            name="state"
            value={drafts.state}
            onChange={(event) => onChange("state", event.target.value)}
            maxLength={MAX_LENGTH.state}
            placeholder={t`e.g. Ohio or OH`}
            autoComplete="off"
          />
        </FormField>
        {CHOICES.slice(2).map((choice) => (
          <Choice key={choice.name} {...choice} value={drafts[choice.name]} onChange={onChange} />
        ))}
        <NearFilter
          near={drafts.near}
          radius={drafts.radius}
          onChange={(name, value) => onChange(name, value, { now: name === "radius" })}
          nearError={refused?.near}
          radiusError={refused?.radius}
        />
        <Choice {...sortChoice(canSortByFit)} value={drafts.sort} onChange={onChange} />
      </div>
    </SearchForm>
  );
}

function Choice({
  name,
  label,
  any,
  options,
  value,
  onChange,
}: (typeof CHOICES)[number] & { value: string; onChange: Change }) {
  const { t } = useLingui();
  return (
    <FormField label={t(label)}>
      <Select name={name} value={value} onChange={(event) => onChange(name, event.target.value, { now: true })}>
        <option value="">{t(any)}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {t(option.label)}
          </option>
        ))}
      </Select>
    </FormField>
  );
}
