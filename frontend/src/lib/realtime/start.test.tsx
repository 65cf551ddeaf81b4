import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api, unwrap } from "@/lib/api/client";
import { clearSession, setSession } from "@/lib/auth/session";
import { queryKeys } from "@/lib/query-keys";
import { json, sessionBody, stubApi, TEST_USER } from "@/test/app-testing";
import { FakeSocket } from "@/test/fake-socket";
import { startRealtimeWhenSignedIn } from "./load";
import { getUnreadCounts, useRealtimeEvent, useUnreadCounts } from "./store";

const socket = () => FakeSocket.made.at(-1)!;
/** The server's message, inside act (the store's listeners render). */
const push = (body: unknown) => act(() => socket().push(body));

let stop: () => void = () => {};

beforeEach(() => {
  FakeSocket.made = [];
  vi.stubGlobal("WebSocket", FakeSocket);
  stubApi({
    "/api/notifications/unread-count": () => json(200, { count: 4 }),
    "/api/messages/unread-count": () => json(200, { count: 0 }),
  });
});
afterEach(() => {
  stop();
  clearSession();
  vi.unstubAllGlobals();
});

function start() {
  const queryClient = new QueryClient();
  const invalidated: unknown[] = [];
  vi.spyOn(queryClient, "invalidateQueries").mockImplementation(async (filters) => {
    invalidated.push(filters?.queryKey);
  });
  stop = startRealtimeWhenSignedIn(queryClient);
  return { invalidated };
}

describe("the realtime client, following the session", () => {
  it("opens nothing for a visitor", async () => {
    start();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(FakeSocket.made).toHaveLength(0);
    expect(getUnreadCounts()).toEqual({ notifications: null, messages: null });
  });

  it("opens a socket on sign-in, keeps the counts and lists current, and closes on sign-out", async () => {
    const { invalidated } = start();
    const counts = renderHook(() => useUnreadCounts());
    const heard = vi.fn();
    renderHook(() => useRealtimeEvent(heard));
    expect(counts.result.current).toEqual({ notifications: null, messages: null });

    setSession(sessionBody({ needs_onboarding: false }));
    await vi.waitFor(() => expect(FakeSocket.made).toHaveLength(1));
    expect(socket().url).toBe(`ws://${window.location.host}/api/realtime`);
    socket().open();
    expect(socket().sent).toEqual([{ type: "auth", token: "access" }]);

    push({ type: "ready", unread: { notifications: 3, messages: 1 } });
    expect(counts.result.current).toEqual({ notifications: 3, messages: 1 });
    expect(invalidated).toEqual([]);

    const notification = { id: "n1", type: "message", subject: "New message from Grace Chapel" };
    push({ type: "notification", notification, unread: { notifications: 4, messages: 1 } });
    expect(counts.result.current.notifications).toBe(4);
    expect(invalidated).toEqual([["notifications"], ["messages"]]);
    expect(heard).toHaveBeenLastCalledWith(expect.objectContaining({ type: "notification", notification }));

    push({ type: "message", conversation_id: "c", message_id: "m", unread: { notifications: 4, messages: 2 } });
    expect(invalidated).toEqual([["notifications"], ["messages"], ["messages"]]);

    // Read in another tab: the count moved without anything new, so the lists are stale.
    push({ type: "counts", unread: { notifications: 0, messages: 2 } });
    expect(counts.result.current).toEqual({ notifications: 0, messages: 2 });
    expect(invalidated).toEqual([["notifications"], ["messages"], ["messages"], ["notifications"]]);

    // A refreshed token goes to the open socket.
    act(() => setSession({ ...sessionBody({ needs_onboarding: false }), access_token: "access-2" }));
    expect(socket().sent.at(-1)).toEqual({ type: "auth", token: "access-2" });
    expect(FakeSocket.made).toHaveLength(1);

    act(() => clearSession());
    expect(socket().closedWith).toBeDefined();
    expect(counts.result.current).toEqual({ notifications: null, messages: null });
  });

  it("fetches the counts over HTTP when the first attempt fails", async () => {
    start();
    const counts = renderHook(() => useUnreadCounts());
    setSession(sessionBody({ needs_onboarding: false }));
    await vi.waitFor(() => expect(FakeSocket.made).toHaveLength(1));
    act(() => socket().onclose?.({ code: 1006 }));
    await vi.waitFor(() => expect(counts.result.current).toEqual({ notifications: 4, messages: 0 }));
  });

  it("refreshes the dashboard's cards in view when an event changes them (an offer arrives)", async () => {
    const { sent } = stubApi({
      "/api/notifications/unread-count": () => json(200, { count: 0 }),
      "/api/messages/unread-count": () => json(200, { count: 0 }),
      "/api/applications/summary": () => json(200, { offers_waiting: 0 }),
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    stop = startRealtimeWhenSignedIn(queryClient);
    setSession(sessionBody({ needs_onboarding: false }));
    await vi.waitFor(() => expect(FakeSocket.made).toHaveLength(1));
    socket().open();
    push({ type: "ready", unread: { notifications: 0, messages: 0 } });

    // The speaker's dashboard is open: its "Offers waiting" card reads the applications summary.
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    const card = renderHook(
      () =>
        useQuery({
          queryKey: queryKeys.applications.summary(TEST_USER.id),
          queryFn: async () => unwrap(await api.GET("/api/applications/summary")),
        }),
      { wrapper },
    );
    await vi.waitFor(() => expect(card.result.current.isSuccess).toBe(true));
    expect(sent("/api/applications/summary")).toHaveLength(1);

    const offer = { id: "n1", type: "application", subject: "Position Offered: Easter" };
    push({ type: "notification", notification: offer, unread: { notifications: 1, messages: 0 } });
    await vi.waitFor(() => expect(sent("/api/applications/summary")).toHaveLength(2));
  });
});
