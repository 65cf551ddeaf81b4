import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { clearSession, getSessionState, setSession } from "@/lib/auth/session";
import { apiError, json, renderRoutes, sessionBody, stubApi, TEST_USER } from "@/test/app-testing";
import { OnboardingPage } from "./onboarding-page";

function renderOnboarding() {
  return renderRoutes(
    [
      { path: "/onboarding", element: <OnboardingPage /> },
      { path: "/church-dashboard", element: <h1>Church dashboard</h1> },
      { path: "/speaking-dashboard", element: <h1>Speaker dashboard</h1> },
    ],
    "/onboarding",
  );
}

describe("onboarding page", () => {
  beforeEach(() => clearSession());
  afterEach(() => clearSession());

  it("suggests places as the city is typed; choosing one fills the city and the state", async () => {
    const finished = { ...TEST_USER, role: "speaker" as const, city: "Dayton", state: "OH", needs_onboarding: false };
    const api = stubApi({
      "/api/places": () =>
        json(200, {
          places: [
            { city: "Dayton", state: "OH", zip_code: null },
            { city: "Daytona Beach", state: "FL", zip_code: null },
          ],
        }),
      "/api/users/me/onboarding": () => json(200, finished),
    });
    setSession(sessionBody({ role: "speaker", full_name: "Ruth Baker" }));
    const user = userEvent.setup();
    renderOnboarding();
    const city = screen.getByLabelText("City");

    await user.type(city, "dayt");
    const list = document.getElementById(city.getAttribute("list")!)!;
    await waitFor(() =>
      expect([...list.querySelectorAll("option")].map((option) => option.value)).toEqual([
        "Dayton, OH",
        "Daytona Beach, FL",
      ]),
    );
    expect(new URL(api.sent("/api/places").at(-1)!.url).searchParams.get("q")).toBe("dayt");

    // Picking from the list puts the whole suggestion in the input at once.
    fireEvent.change(city, { target: { value: "Dayton, OH" } });
    expect(city).toHaveValue("Dayton");
    expect(screen.getByLabelText("State")).toHaveValue("OH");
    await user.type(screen.getByLabelText("Topics"), "Youth");
    await user.click(screen.getByRole("button", { name: "Finish setting up" }));
    expect(await screen.findByRole("heading", { name: "Speaker dashboard" })).toBeInTheDocument();
    expect(await api.sent("/api/users/me/onboarding")[0]!.json()).toMatchObject({ city: "Dayton", state: "OH" });
  });

  it("asks for the role when the account has none, and the church name for churches", async () => {
    const finished = { ...TEST_USER, role: "church" as const, church_name: "Grace Chapel", city: "Cincinnati", state: "OH", needs_onboarding: false };
    const api = stubApi({ "/api/users/me/onboarding": () => json(200, finished) });
    setSession(sessionBody({ role: null, full_name: "Ruth Baker" }));
    const user = userEvent.setup();
    renderOnboarding();
    expect(screen.getByLabelText("Full name")).toHaveValue("Ruth Baker");
    expect(screen.queryByLabelText("Church name")).not.toBeInTheDocument();

    await user.click(screen.getByRole("radio", { name: /Church/ }));
    await user.type(screen.getByLabelText("Church name"), "Grace Chapel");
    await user.type(screen.getByLabelText("City"), "Cincinnati");
    await user.type(screen.getByLabelText("State"), "OH");
    await user.click(screen.getByRole("button", { name: "Finish setting up" }));

    expect(await screen.findByRole("heading", { name: "Church dashboard" })).toBeInTheDocument();
    expect(await api.sent("/api/users/me/onboarding")[0]!.json()).toEqual({
      role: "church",
      full_name: "Ruth Baker",
      city: "Cincinnati",
      state: "OH",
      church_name: "Grace Chapel",
      topics: [],
      instruments: [],
      genres: [],
    });
    expect(getSessionState().user?.needs_onboarding).toBe(false);
  });

  it("does not ask for a role the account already has, and shows server field errors", async () => {
    stubApi({
      "/api/users/me/onboarding": () =>
        apiError(422, "validation_error", "Some fields need attention", { city: "City is too long" }),
    });
    setSession(sessionBody({ role: "speaker", city: "Dayton", state: "Ohio" }));
    const user = userEvent.setup();
    renderOnboarding();
    expect(screen.queryByRole("radio")).not.toBeInTheDocument();
    expect(screen.getByLabelText("State")).toHaveValue("Ohio");
    await user.type(screen.getByLabelText("Topics"), "Youth, Leadership");
    await user.click(screen.getByRole("button", { name: "Finish setting up" }));
    expect(await screen.findByText("City is too long")).toBeInTheDocument();
  });

  it("sends a finished account to its dashboard", async () => {
    stubApi({});
    setSession(sessionBody({ role: "speaker", needs_onboarding: false }));
    renderOnboarding();
    expect(await screen.findByRole("heading", { name: "Speaker dashboard" })).toBeInTheDocument();
  });
});
