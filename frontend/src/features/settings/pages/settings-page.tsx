import type { ComponentType } from "react";

/** /settings (spec 02 §2.5). Being built for issue 12; the church tab comes from features/churches. */
export function SettingsPage({ churchSettings: ChurchSettings }: { churchSettings: ComponentType }) {
  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-semibold">Settings</h1>
      <ChurchSettings />
    </main>
  );
}
