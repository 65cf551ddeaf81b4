import { describe, expect, it } from "vitest";
import { relativeTime } from "@/lib/format";
import { absoluteTime, badgeText, bellLabel, timeLabel, unreadLine } from "./format";

// Local times, so the tests hold in any timezone.
const now = new Date(2026, 2, 15, 14, 30); // Sun Mar 15 2026, 2:30 PM
const at = (...parts: [number, number, number, number?, number?, number?]) => new Date(...parts).toISOString();

describe("a row's time label (spec 02 §2.4)", () => {
  it("is the time of day (h:mm a) for today", () => {
    expect(timeLabel(at(2026, 2, 15, 9, 5), now)).toBe("9:05 AM");
    expect(timeLabel(at(2026, 2, 15, 0, 0), now)).toBe("12:00 AM");
    expect(timeLabel(at(2026, 2, 15, 12, 30), now)).toBe("12:30 PM");
    expect(timeLabel(at(2026, 2, 15, 14, 29), now)).toBe("2:29 PM");
  });

  it("is Yesterday for the calendar day before, however late or early", () => {
    expect(timeLabel(at(2026, 2, 14, 23, 59), now)).toBe("Yesterday");
    expect(timeLabel(at(2026, 2, 14, 0, 1), now)).toBe("Yesterday");
    // Just after midnight, yesterday began a few minutes ago.
    expect(timeLabel(at(2026, 2, 14, 23, 50), new Date(2026, 2, 15, 0, 5))).toBe("Yesterday");
    // Across a month's end.
    expect(timeLabel(at(2026, 1, 28, 8), new Date(2026, 2, 1, 8))).toBe("Yesterday");
  });

  it("is a short date (MMM d) before that", () => {
    expect(timeLabel(at(2026, 2, 13, 23, 59), now)).toBe("Mar 13");
    expect(timeLabel(at(2025, 11, 5, 10), now)).toBe("Dec 5");
    expect(timeLabel(at(2026, 0, 1), now)).toBe("Jan 1");
  });
});

describe("the dialog's times", () => {
  it("absolute: MMM d, yyyy 'at' h:mm a", () => {
    expect(absoluteTime(at(2026, 0, 5, 15, 7))).toBe("Jan 5, 2026 at 3:07 PM");
    expect(absoluteTime(at(2025, 10, 30, 0, 45))).toBe("Nov 30, 2025 at 12:45 AM");
  });

  it("relative: how long ago", () => {
    expect(relativeTime(at(2026, 2, 15, 14, 29, 50), now)).toBe("just now");
    expect(relativeTime(at(2026, 2, 15, 14, 25), now)).toBe("5 minutes ago");
    expect(relativeTime(at(2026, 2, 15, 12, 30), now)).toBe("2 hours ago");
    expect(relativeTime(at(2026, 2, 14, 14, 30), now)).toBe("yesterday");
    expect(relativeTime(at(2026, 2, 1, 14, 30), now)).toBe("2 weeks ago");
  });
});

describe("the bell's badge", () => {
  it("shows the count, capped at 99+, an ellipsis while loading, nothing at zero", () => {
    expect(badgeText(1)).toBe("1");
    expect(badgeText(99)).toBe("99");
    expect(badgeText(100)).toBe("99+");
    expect(badgeText(4321)).toBe("99+");
    expect(badgeText(null)).toBe("…");
    expect(badgeText(0)).toBeNull();
  });

  it("names the button with the count", () => {
    expect(bellLabel(3)).toBe("Notifications (3 unread)");
    expect(bellLabel(250)).toBe("Notifications (99+ unread)");
    expect(bellLabel(0)).toBe("Notifications");
    expect(bellLabel(null)).toBe("Notifications (loading unread count)");
  });

  it("counts in words for the dropdown", () => {
    expect(unreadLine(3)).toBe("3 unread notifications");
    expect(unreadLine(1)).toBe("1 unread notification");
  });
});
