import { FormSection } from "@/components/profile/editor-parts";

/** Spec 02 §2.5 Security Settings. Being built for issue 12. */
export function SecuritySettingsPanel() {
  return <FormSection title="Security Settings">{null}</FormSection>;
}
