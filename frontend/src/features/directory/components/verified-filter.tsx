import { useLingui } from "@lingui/react/macro";
import { CREDENTIAL_KINDS, credentialKindName } from "@/components/credentials/kinds";
import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/input";
import type { FilterField } from "../search-params";

/** "Verified credential": only those holding one of this kind, checked by Steeple staff. */
export function VerifiedFilter({ value, onChange }: { value: string; onChange: (field: FilterField, value: string) => void }) {
  const { t } = useLingui();
  return (
    <FormField label={t`Verified credential`}>
      <Select value={value} onChange={(event) => onChange("verified", event.target.value)}>
        <option value="">{t`Any`}</option>
        {CREDENTIAL_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {credentialKindName(kind)}
          </option>
        ))}
      </Select>
    </FormField>
  );
}
