import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import { FormField } from "@/components/ui/form-field";
import { Input, Select } from "@/components/ui/input";
import { DEFAULT_RADIUS, NEAR_MAX_LENGTH, placeLabel, RADII, usePlaceSuggestions, type PlaceSuggestion } from "@/lib/places";

/** What choosing a suggestion puts in the box: the ZIP code typed, or "Dayton, OH". */
function nearValue(place: PlaceSuggestion): string {
  return place.zip_code ?? placeLabel(place);
}

/**
 * "Near" a ZIP code or city (suggested from the gazetteer as one types) and "Within" so many
 * miles of it. The API's refusal of the place or the distance shows under its input.
 */
export function NearFilter({
  near,
  radius,
  onChange,
  nearError,
  radiusError,
}: {
  near: string;
  radius: string;
  onChange: (field: "near" | "radius", value: string) => void;
  nearError?: string;
  radiusError?: string;
}) {
  const { t } = useLingui();
  const listId = useId();
  const [typed, setTyped] = useState("");
  const suggestions = usePlaceSuggestions(typed);
  return (
    <>
      <FormField label={t`Near`} error={nearError}>
        <Input
          type="search"
          name="near"
          list={listId}
          value={near}
          maxLength={NEAR_MAX_LENGTH}
          placeholder={t`ZIP code or city`}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => {
            setTyped(event.target.value);
            onChange("near", event.target.value);
          }}
        />
      </FormField>
      <datalist id={listId}>
        {suggestions.map((place) => (
          <option key={nearValue(place)} value={nearValue(place)}>
            {place.zip_code ? placeLabel(place) : undefined}
          </option>
        ))}
      </datalist>
      <FormField label={t`Within`} error={radiusError}>
        <Select name="radius" value={radius || DEFAULT_RADIUS} onChange={(event) => onChange("radius", event.target.value)}>
          {RADII.map((miles) => (
            <option key={miles} value={miles}>
              {plural(Number(miles), { one: "# mile", other: "# miles" })}
            </option>
          ))}
        </Select>
      </FormField>
    </>
  );
}
