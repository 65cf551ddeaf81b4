import { act, waitFor } from "@testing-library/react";
import { expect, it } from "vitest";
import { getSessionState, setSession } from "@/lib/auth/session";
import { json, renderRoutes, sessionBody, stubApi } from "@/test/app-testing";
import { directoryPage, talentCard } from "../test-fixtures";
import { TalentPage } from "./talent-page";

const SEARCH = "/api/profiles/search";
const OPPORTUNITY = "7d4c1f7e-8c1b-4f0e-9b8a-2f7c5d3e1a90";

// A file of its own: the session is still being restored only before anything sets it.
it("asks for a fit only once a reload has restored the session, and with it", async () => {
  expect(getSessionState().status).toBe("loading");
  const { sent } = stubApi({ [SEARCH]: () => json(200, directoryPage([talentCard({ name: "Ruth Baker" })])) });
  renderRoutes([{ path: "/talent", element: <TalentPage /> }], `/talent?fit_for=${OPPORTUNITY}&sort=fit`);
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(sent(SEARCH)).toHaveLength(0);

  act(() => setSession(sessionBody({ role: "church", needs_onboarding: false })));
  await waitFor(() => expect(sent(SEARCH)).toHaveLength(1));
  const search = sent(SEARCH)[0]!;
  expect(new URL(search.url).searchParams.get("fit_for")).toBe(OPPORTUNITY);
  expect(search.headers.get("authorization")).toBe("Bearer access");
});
