import { i18n, type MessageDescriptor } from "@lingui/core";

/**
 * A table of labels read in the language on screen each time one is looked up
 * (`LABELS[status]`), so the shared tables (statuses, timezones) keep their shape for the
 * features that index them at render time.
 */
export function messageTable<K extends string>(messages: Record<K, MessageDescriptor>): Readonly<Record<K, string>> {
  const table = {} as Record<K, string>;
  for (const key of Object.keys(messages) as K[]) {
    Object.defineProperty(table, key, { enumerable: true, get: () => i18n._(messages[key]) });
  }
  return table;
}
