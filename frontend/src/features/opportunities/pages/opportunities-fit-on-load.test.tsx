import { act, screen, waitFor } from "@testing-library/react";
import { expect, it } from "vitest";
import { getSessionState, setSession } from "@/lib/auth/session";
import { json, renderRoutes, sessionBody, stubApi } from "@/test/app-testing";
import { opportunityCard, searchPage } from "../test-fixtures";
import { OpportunitiesPage } from "./opportunities-page";

// A file of its own: the session is still being restored only before anything sets it.
it("asks for the best fit only once a reload has restored the session, and with it", async () => {
  expect(getSessionState().status).toBe("loading");
  const { sent } = stubApi({ "/api/opportunities": () => json(200, searchPage([opportunityCard({ title: "Fall Revival" })])) });
  renderRoutes([{ path: "/opportunities", element: <OpportunitiesPage /> }], "/opportunities?sort=fit");
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(sent("/api/opportunities")).toHaveLength(0);

  act(() => setSession(sessionBody({ role: "speaker", needs_onboarding: false })));
  await screen.findByRole("link", { name: "Fall Revival" });
  await waitFor(() => expect(sent("/api/opportunities")).toHaveLength(1));
  const search = sent("/api/opportunities")[0]!;
  expect(new URL(search.url).searchParams.get("sort")).toBe("fit");
  expect(search.headers.get("authorization")).toBe("Bearer access");
});
