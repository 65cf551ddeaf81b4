import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { clearSession, getSessionState, setSession } from "@/lib/auth/session";
import { COLOUR_MESSAGE } from "@/lib/church-themes";
import { apiError, json, renderRoutes, sessionBody, stubApi, TEST_USER } from "@/test/app-testing";
import { CHURCH_NAME_REQUIRED } from "../profile-form";
import { CHURCH_PROFILE, EMPTY_TALENT } from "../test-fixtures";
import { ChurchCompleteProfilePage } from "./church-complete-profile-page";
import { ProfileEditPage } from "./profile-edit-page";

const CHURCH_USER = {
  ...TEST_USER,
  role: "church" as const,
  church_name: "Grace Chapel",
  needs_onboarding: false,
  city: "Cincinnati",
  state: "OH",
};

function renderChurch(path: string) {
  return renderRoutes(
    [
      { path: "/profile/edit", element: <ProfileEditPage /> },
      { path: "/church/complete-profile", element: <ChurchCompleteProfilePage /> },
      { path: "/church-dashboard", element: <h1>Church dashboard</h1> },
    ],
    path,
  );
}

function stubChurchApi(overrides: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    "/api/profiles/me": () => json(200, { talent: null, church: CHURCH_PROFILE }),
    ...overrides,
  });
}

describe("church profile editor", () => {
  beforeEach(() => setSession(sessionBody(CHURCH_USER)));
  afterEach(() => clearSession());

  it("sets the colour to a preset's primary when the preset is picked (spec 02 §4)", async () => {
    stubChurchApi();
    const user = userEvent.setup();
    renderChurch("/profile/edit");
    const colour = await screen.findByLabelText("Custom colour");
    expect(colour).toHaveValue("#3B82F6");
    expect(screen.getByRole("radio", { name: "Ocean Blue" })).toBeChecked();
    await user.click(screen.getByRole("radio", { name: "Forest Green" }));
    expect(colour).toHaveValue("#10B981");
    await user.click(screen.getByRole("radio", { name: "Crimson Red" }));
    expect(colour).toHaveValue("#EF4444");
    expect(screen.getByRole("radio", { name: "Crimson Red" })).toBeChecked();
  });

  it("selects the matching preset for a custom colour, otherwise blue", async () => {
    stubChurchApi();
    const user = userEvent.setup();
    renderChurch("/profile/edit");
    const colour = await screen.findByLabelText("Custom colour");
    await user.click(screen.getByRole("radio", { name: "Forest Green" }));
    await user.clear(colour);
    await user.type(colour, "#8B5CF6");
    expect(screen.getByRole("radio", { name: "Royal Purple" })).toBeChecked();
    await user.clear(colour);
    await user.type(colour, "#123456");
    expect(screen.getByRole("radio", { name: "Ocean Blue" })).toBeChecked();
  });

  it("refuses a custom colour that is not # and 6 hex digits, and a missing church name", async () => {
    const api = stubChurchApi();
    const user = userEvent.setup();
    renderChurch("/profile/edit");
    const colour = await screen.findByLabelText("Custom colour");
    await user.clear(colour);
    await user.type(colour, "#12345");
    await user.clear(screen.getByLabelText("Church name"));
    await user.click(screen.getByRole("button", { name: "Save profile" }));
    expect(await screen.findByText(COLOUR_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText(CHURCH_NAME_REQUIRED)).toBeInTheDocument();
    expect(colour).toHaveAttribute("aria-invalid", "true");
    expect(api.sent("/api/profiles/me/church")).toEqual([]);
  });

  it("saves the whole church profile; an empty colour means the theme's", async () => {
    const saved = { ...CHURCH_PROFILE, church_name: "Grace Chapel Downtown", theme: "green" as const, primary_color: "#10B981" };
    const api = stubChurchApi({
      "/api/profiles/me/church": () => json(200, saved),
      "/api/auth/me": () => json(200, { ...CHURCH_USER, church_name: "Grace Chapel Downtown" }),
    });
    const user = userEvent.setup();
    renderChurch("/profile/edit");
    const name = await screen.findByLabelText("Church name");
    await user.clear(name);
    await user.type(name, "Grace Chapel Downtown");
    await user.click(screen.getByRole("radio", { name: "Forest Green" }));
    await user.clear(screen.getByLabelText("Custom colour"));
    await user.type(screen.getByLabelText("Website"), "grace.example.org");
    await user.click(screen.getByRole("button", { name: "Save profile" }));
    expect(await screen.findByText("No unsaved changes.")).toBeInTheDocument();
    expect(await api.sent("/api/profiles/me/church")[0]!.json()).toEqual({
      church_name: "Grace Chapel Downtown",
      contact_name: null,
      contact_email: null,
      phone: null,
      primary_address: null,
      website: "https://grace.example.org",
      denomination: null,
      about: null,
      theme: "green",
      primary_color: "#10B981",
      facebook_url: null,
      instagram_url: null,
      twitter_url: null,
      youtube_url: null,
    });
    expect(getSessionState().user?.church_name).toBe("Grace Chapel Downtown");
  });

  it("maps the server's field errors", async () => {
    stubChurchApi({
      "/api/profiles/me/church": () =>
        apiError(422, "validation_error", "Invalid", { contact_email: "value is not a valid email address" }),
    });
    const user = userEvent.setup();
    renderChurch("/profile/edit");
    await user.type(await screen.findByLabelText("Contact email"), "office@grace.example.org");
    await user.click(screen.getByRole("button", { name: "Save profile" }));
    expect(await screen.findByText("value is not a valid email address")).toBeInTheDocument();
    expect(screen.getByLabelText("Contact email")).toHaveFocus();
  });
});

describe("complete your church profile", () => {
  beforeEach(() => setSession(sessionBody(CHURCH_USER)));
  afterEach(() => clearSession());

  it("is framed as completing the profile and moves on to the dashboard after saving", async () => {
    stubChurchApi({
      "/api/profiles/me/church": () => json(200, { ...CHURCH_PROFILE, about: "A family of faith." }),
      "/api/auth/me": () => json(200, CHURCH_USER),
    });
    const user = userEvent.setup();
    renderChurch("/church/complete-profile");
    expect(await screen.findByRole("heading", { name: "Complete your church profile" })).toBeInTheDocument();
    await user.type(screen.getByLabelText("About"), "A family of faith.");
    await user.click(screen.getByRole("button", { name: "Save and continue" }));
    // No "unsaved changes" question on the way: the changes were saved.
    expect(await screen.findByRole("heading", { name: "Church dashboard" })).toBeInTheDocument();
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });
});

describe("musician editor", () => {
  afterEach(() => clearSession());

  it("asks musicians for instruments and genres", async () => {
    setSession(sessionBody({ ...TEST_USER, role: "musician", needs_onboarding: false }));
    stubApi({ "/api/profiles/me": () => json(200, { talent: { ...EMPTY_TALENT, instruments: ["Piano"] }, church: null }) });
    renderChurch("/profile/edit");
    expect(await screen.findByLabelText("Instruments")).toHaveValue("Piano");
    expect(screen.getByLabelText("Genres")).toBeInTheDocument();
    expect(screen.queryByLabelText("Topics")).not.toBeInTheDocument();
  });
});
