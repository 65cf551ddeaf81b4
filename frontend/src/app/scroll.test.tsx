import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderRouter, stubApi } from "@/test/app-testing";
import { createAppRouter } from "./router";
import { keyHistoryEntry } from "./scroll";

const POSITIONS = "react-router-scroll-positions";

describe("keyHistoryEntry", () => {
  beforeEach(() => window.history.replaceState(null, "", "/"));

  it("gives a history entry without state a key of its own", () => {
    keyHistoryEntry();
    const first = (window.history.state as { key: string }).key;
    expect(first).toMatch(/^[a-z0-9]+$/);
    window.history.replaceState(null, "", "/about");
    keyHistoryEntry();
    expect((window.history.state as { key: string }).key).not.toBe(first);
  });

  it("keeps the key and state of an entry that has them (a reload, back/forward)", () => {
    window.history.replaceState({ key: "k1", idx: 3, usr: { from: "/x" } }, "", "/");
    keyHistoryEntry();
    expect(window.history.state).toEqual({ key: "k1", idx: 3, usr: { from: "/x" } });
  });
});

describe("scroll positions across page loads", () => {
  let scrolls: Array<{ y: number; behaviour: string }>;

  function renderApp() {
    return renderRouter(createAppRouter()).router;
  }

  beforeEach(() => {
    stubApi({});
    scrolls = [];
    vi.spyOn(window, "scrollTo").mockImplementation(((_x: number, y: number) => {
      scrolls.push({ y, behaviour: document.documentElement.style.scrollBehavior });
    }) as typeof window.scrollTo);
    // Where the previous page loaded from the address bar was left.
    sessionStorage.setItem(POSITIONS, JSON.stringify({ default: 900, k1: 700 }));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    sessionStorage.clear();
  });

  it("a page loaded into a new history entry starts at the top, not where the last one was left", async () => {
    window.history.replaceState(null, "", "/");
    renderApp();
    expect(await screen.findByRole("heading", { level: 1 })).toBeInTheDocument();
    expect(scrolls.map((s) => s.y)).not.toContain(900);
    expect(scrolls.at(-1)?.y).toBe(0);
  });

  it("a reloaded page goes back to where it was left", async () => {
    window.history.replaceState({ key: "k1", idx: 0 }, "", "/");
    renderApp();
    expect(await screen.findByRole("heading", { level: 1 })).toBeInTheDocument();
    expect(scrolls.at(-1)?.y).toBe(700);
  });

  it("another page appears at the top at once, without gliding from the old offset", async () => {
    window.history.replaceState(null, "", "/");
    const router = renderApp();
    expect(await screen.findByRole("heading", { level: 1 })).toBeInTheDocument();
    scrolls = [];
    await router.navigate("/about");
    expect(await screen.findByRole("heading", { level: 1, name: /Helping churches/ })).toBeInTheDocument();
    expect(scrolls).toEqual([{ y: 0, behaviour: "auto" }]);
  });
});
