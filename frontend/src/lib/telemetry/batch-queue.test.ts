import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BATCH_SIZE, createBatchQueue, FLUSH_INTERVAL_MS, type BatchQueue } from "./batch-queue";

describe("telemetry batch queue", () => {
  let sent: unknown[][];
  let queue: BatchQueue<number>;

  beforeEach(() => {
    vi.useFakeTimers();
    sent = [];
    queue = createBatchQueue<number>({
      url: "/api/telemetry/vitals",
      wrap: (items) => ({ metrics: items }),
      transport: (_url, body) => sent.push((JSON.parse(body) as { metrics: number[] }).metrics),
    });
  });

  afterEach(() => {
    queue.stop();
    vi.useRealTimers();
  });

  it("sends a full batch of 10 at once", () => {
    for (let i = 0; i < BATCH_SIZE - 1; i++) queue.add(i);
    expect(sent).toEqual([]);
    queue.add(9);
    expect(sent).toEqual([[0, 1, 2, 3, 4, 5, 6, 7, 8, 9]]);
  });

  it("sends what is pending every 30 seconds", () => {
    queue.add(1);
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS - 1);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([[1]]);
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    expect(sent).toHaveLength(1);
  });

  it("sends when the page is hidden, in batches of at most 10", () => {
    for (let i = 0; i < 9; i++) queue.add(i);
    vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    document.dispatchEvent(new Event("visibilitychange"));
    expect(sent).toEqual([[0, 1, 2, 3, 4, 5, 6, 7, 8]]);
  });

  it("sends on pagehide", () => {
    queue.add(7);
    window.dispatchEvent(new Event("pagehide"));
    expect(sent).toEqual([[7]]);
  });
});
