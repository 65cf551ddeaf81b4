import type { Pack, PackItem } from "./api/handoff-api";

/** Rows the handoff tests build on (imported by tests only). */

export function item(id: string, title: string, changes: Partial<PackItem> = {}): PackItem {
  return {
    id,
    kind: "song",
    title,
    minutes: 4,
    song_key: "G",
    tempo: 72,
    arrangement: null,
    scripture: null,
    notes: null,
    owner: "church",
    starts_at: null,
    ...changes,
  };
}

export function pack(changes: Partial<Pack> = {}): Pack {
  return {
    application_id: "app-1",
    version: 1,
    event: {
      title: "Worship Night",
      starts_at: "2027-01-15T00:00:00Z",
      ends_at: "2027-01-15T02:30:00Z",
      timezone: "America/New_York",
      address: "100 Main St",
      church_name: "Grace",
      guest_name: "Sarah Beth",
    },
    times: { rehearsal_at: null, arrival_at: "2027-01-14T22:30:00Z", service_starts_at: "2027-01-15T00:00:00Z" },
    logistics: {
      address: "100 Main St",
      entrance_and_parking: null,
      contact_name: "Andrea",
      contact_phone: "(513) 555-0119",
      dress: null,
      meal: null,
      recorded: false,
      streamed: false,
      book_table: false,
    },
    guest_consents_to_recording: null,
    items: [item("a", "Welcome", { kind: "header", song_key: null, tempo: null }), item("b", "Come Thou Fount")],
    files: [],
    sent_version: null,
    sent_at: null,
    acknowledged_version: null,
    acknowledged_at: null,
    total_minutes: 8,
    overrun_minutes: null,
    you_are: "church",
    read_only: false,
    ...changes,
  };
}
