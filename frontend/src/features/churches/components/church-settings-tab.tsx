/** The Church Settings tab's two panels (spec 02 §2.5). Being built for issue 12. */
export function ChurchSettingsTab() {
  return null;
}
