import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  MAX_DELAY_MS,
  PING_EVERY_MS,
  POLL_EVERY_MS,
  PONG_WITHIN_MS,
  RealtimeConnection,
  realtimeUrl,
  reconnectDelay,
  type ConnectionOptions,
} from "./connection";
import { FakeSocket } from "@/test/fake-socket";

const latest = () => FakeSocket.made.at(-1)!;
const unread = { notifications: 2, messages: 1 };

function connect(overrides: Partial<ConnectionOptions> = {}) {
  let token = "token-1";
  const options = {
    url: "ws://steeple.test/api/realtime",
    getToken: () => token,
    onEvent: vi.fn(),
    onPoll: vi.fn(),
    onUnauthorized: vi.fn(),
    createSocket: (url: string) => new FakeSocket(url) as unknown as WebSocket,
    random: () => 0,
    ...overrides,
  };
  const connection = new RealtimeConnection(options);
  connection.start();
  return { connection, options, setToken: (next: string) => (token = next) };
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.made = [];
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the realtime connection", () => {
  it("connects to the page's own host, wss: under https", () => {
    expect(realtimeUrl({ protocol: "https:", host: "steeple.example:8443" })).toBe("wss://steeple.example:8443/api/realtime");
    expect(realtimeUrl({ protocol: "http:", host: "localhost:8000" })).toBe("ws://localhost:8000/api/realtime");
  });

  it("authenticates in its first message, never in the URL, and hands on the server's events", () => {
    const { options } = connect();
    const socket = latest();
    expect(socket.url).toBe("ws://steeple.test/api/realtime");
    expect(socket.url).not.toContain("token");
    socket.open();
    expect(socket.sent).toEqual([{ type: "auth", token: "token-1" }]);

    socket.push({ type: "ready", unread });
    expect(options.onEvent).toHaveBeenLastCalledWith({ type: "ready", unread }, false);
    socket.push({ type: "counts", unread: { notifications: 0, messages: 1 } });
    expect(options.onEvent).toHaveBeenLastCalledWith({ type: "counts", unread: { notifications: 0, messages: 1 } }, false);
    // A pong, or anything it does not know, is not an event.
    socket.push({ type: "pong" });
    socket.onmessage?.({ data: "not json" });
    expect(options.onEvent).toHaveBeenCalledTimes(2);
  });

  it("sends a refreshed token on the open socket, once", () => {
    const { connection, setToken } = connect();
    const socket = latest();
    socket.open();
    socket.push({ type: "ready", unread });
    setToken("token-2");
    connection.tokenChanged();
    connection.tokenChanged();
    expect(socket.sent).toEqual([
      { type: "auth", token: "token-1" },
      { type: "auth", token: "token-2" },
    ]);
    expect(FakeSocket.made).toHaveLength(1);
  });

  it("reconnects with back-off (1 s, 2 s, 4 s...) and polls after 3 failures in a row until the socket is back", () => {
    const { options } = connect();
    latest().drop();
    // The first failure before any "ready": the counts are fetched once, so the badge is not stuck.
    expect(options.onPoll).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(999);
    expect(FakeSocket.made).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.made).toHaveLength(2);
    latest().drop();

    vi.advanceTimersByTime(1999);
    expect(FakeSocket.made).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.made).toHaveLength(3);
    expect(options.onPoll).toHaveBeenCalledTimes(1);
    latest().drop();
    // The third failure in a row: poll now, then every 30 s.
    expect(options.onPoll).toHaveBeenCalledTimes(2);

    vi.advanceTimersByTime(4000);
    expect(FakeSocket.made).toHaveLength(4);
    latest().drop();
    vi.advanceTimersByTime(8000);
    expect(FakeSocket.made).toHaveLength(5);
    latest().drop();
    // The next attempt comes 16 s later; meanwhile, 30 s after the first poll, another.
    vi.advanceTimersByTime(POLL_EVERY_MS - 12_000);
    expect(FakeSocket.made).toHaveLength(6);
    expect(options.onPoll).toHaveBeenCalledTimes(3);

    latest().open();
    latest().push({ type: "ready", unread });
    // Back after failures: the listener is told, to refetch what may have been missed.
    expect(options.onEvent).toHaveBeenLastCalledWith({ type: "ready", unread }, true);
    vi.advanceTimersByTime(POLL_EVERY_MS * 3);
    expect(options.onPoll).toHaveBeenCalledTimes(3);
  });

  it("after a working socket drops, tries again within 1-2 s and says it reconnected", () => {
    const { options } = connect({ random: () => 0.5 });
    latest().open();
    latest().push({ type: "ready", unread });
    latest().drop(1012);
    vi.advanceTimersByTime(1499);
    expect(FakeSocket.made).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.made).toHaveLength(2);
    latest().open();
    latest().push({ type: "ready", unread });
    expect(options.onEvent).toHaveBeenLastCalledWith({ type: "ready", unread }, true);
    expect(options.onPoll).not.toHaveBeenCalled();
  });

  it("keeps the delay between 1 s and 30 s, jitter included", () => {
    expect(reconnectDelay(0, () => 0)).toBe(1000);
    expect(reconnectDelay(1, () => 0.999)).toBe(1999);
    expect(reconnectDelay(4, () => 0)).toBe(8000);
    expect(reconnectDelay(6, () => 0)).toBe(MAX_DELAY_MS);
    expect(reconnectDelay(50, () => 0.999)).toBe(MAX_DELAY_MS);
  });

  it("asks for a fresh session when the server refuses the token (4401)", () => {
    const { options } = connect();
    latest().open();
    latest().drop(4401);
    expect(options.onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it("tries again at once when a new token arrives while it waits", () => {
    const { connection, setToken } = connect();
    latest().drop(4401);
    setToken("token-2");
    connection.tokenChanged();
    expect(FakeSocket.made).toHaveLength(2);
    latest().open();
    expect(latest().sent).toEqual([{ type: "auth", token: "token-2" }]);
  });

  it("pings a quiet socket and gives it up when no answer comes", () => {
    connect();
    const socket = latest();
    socket.open();
    socket.push({ type: "ready", unread });
    vi.advanceTimersByTime(PING_EVERY_MS);
    expect(socket.sent.at(-1)).toEqual({ type: "ping" });
    vi.advanceTimersByTime(PONG_WITHIN_MS);
    expect(socket.closedWith).toBeDefined();
    vi.advanceTimersByTime(1000);
    expect(FakeSocket.made).toHaveLength(2);
  });

  it("a pong keeps the socket", () => {
    connect();
    const socket = latest();
    socket.open();
    socket.push({ type: "ready", unread });
    vi.advanceTimersByTime(PING_EVERY_MS);
    socket.push({ type: "pong" });
    vi.advanceTimersByTime(PONG_WITHIN_MS * 2);
    expect(socket.closedWith).toBeUndefined();
    expect(FakeSocket.made).toHaveLength(1);
  });

  it("stops for good: the socket closes and nothing reconnects or polls", () => {
    const { connection, options } = connect();
    latest().drop();
    vi.advanceTimersByTime(1000);
    const socket = latest();
    socket.open();
    connection.stop();
    expect(socket.closedWith).toBe(1000);
    vi.advanceTimersByTime(MAX_DELAY_MS * 4);
    expect(FakeSocket.made).toHaveLength(2);
    expect(options.onPoll).toHaveBeenCalledTimes(1);
  });

  it("does not connect without a token", () => {
    connect({ getToken: () => null });
    expect(FakeSocket.made).toHaveLength(0);
  });
});
