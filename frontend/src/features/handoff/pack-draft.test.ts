import { describe, expect, it } from "vitest";
import { changesBetween, churchBody, draftOf, guestBody, moved, newItem } from "./pack-draft";
import { item, pack } from "./test-fixtures";

describe("the pack's draft", () => {
  it("holds times as the event's wall clock and sends them back as instants", () => {
    const draft = draftOf(pack());
    expect(draft.times).toEqual({ rehearsal_at: "", arrival_at: "2027-01-14T17:30", service_starts_at: "2027-01-14T19:00" });
    const body = churchBody(draft, "America/New_York");
    expect(body.times).toEqual({ rehearsal_at: null, arrival_at: "2027-01-14T22:30:00.000Z", service_starts_at: "2027-01-15T00:00:00.000Z" });
    expect(body.version).toBe(1);
    expect(body.items.map((each) => each.id)).toEqual(["a", "b"]);
  });

  it("sends a song's key and tempo, and no song fields for other kinds", () => {
    const draft = draftOf(pack());
    const reading = { ...newItem("guest", "reading"), title: "Psalm", scripture: "Psalm 23", song_key: "C", minutes: "3" };
    const body = guestBody({ ...draft, items: [...draft.items, reading] });
    expect(body.items[1]).toMatchObject({ song_key: "G", tempo: 72 });
    expect(body.items[2]).toMatchObject({ id: null, kind: "reading", scripture: "Psalm 23", song_key: null, minutes: 3, owner: "guest" });
  });

  it("moves an item up or down and never past either end", () => {
    expect(moved(["a", "b", "c"], 2, -1)).toEqual(["a", "c", "b"]);
    expect(moved(["a", "b", "c"], 0, -1)).toEqual(["a", "b", "c"]);
  });

  it("says what someone else changed since the draft began", () => {
    const before = pack();
    const after = pack({
      version: 2,
      times: { ...before.times, arrival_at: "2027-01-14T22:00:00Z" },
      logistics: { ...before.logistics, contact_phone: "(513) 555-0100" },
      items: [item("b", "Come Thou Fount", { song_key: "A" }), item("c", "Goodness of God", { owner: "guest" })],
    });
    expect(changesBetween(before, after)).toEqual([
      "Arrival time changed",
      "Contact phone changed",
      "Changed: Come Thou Fount",
      "Added: Goodness of God",
      "Removed: Welcome",
    ]);
    expect(changesBetween(before, before)).toEqual([]);
  });
});
