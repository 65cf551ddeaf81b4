import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { clearSession, getSessionState, setSession } from "@/lib/auth/session";
import { apiError, json, renderRoutes, sessionBody, stubApi } from "@/test/app-testing";
import { churchNameRequired } from "../church-form";
import { adminsOnly } from "../editor-copy";
import { CHURCH_ID, churchUser, MY_CHURCH, myChurch } from "../test-fixtures";
import { colourMessage } from "../themes";
import { ChurchCompleteProfilePage } from "./church-completion-page";
import { ChurchEditPage } from "./church-edit-page";

const SAVE_PATH = `/api/churches/${CHURCH_ID}`;
const PHOTO_PATH = `/api/churches/${CHURCH_ID}/photo`;

function renderChurch(path: string) {
  return renderRoutes(
    [
      { path: "/profile/edit", element: <ChurchEditPage /> },
      { path: "/church-profile-completion", element: <ChurchCompleteProfilePage /> },
      { path: "/church-dashboard", element: <h1>Church dashboard</h1> },
    ],
    path,
  );
}

function stubChurchApi(overrides: Parameters<typeof stubApi>[0] = {}, church = MY_CHURCH) {
  return stubApi({
    "/api/churches/mine": () => json(200, church),
    ...overrides,
  });
}

describe("church editor (admins)", () => {
  beforeEach(() => setSession(sessionBody(churchUser("admin"))));
  afterEach(() => clearSession());

  it("loads the church from /api/churches/mine, city and state included", async () => {
    const api = stubChurchApi();
    renderChurch("/profile/edit");
    expect(screen.getByText("Loading your church…")).toBeInTheDocument();
    expect(await screen.findByLabelText("Church name")).toHaveValue("Grace Chapel");
    expect(screen.getByLabelText("City")).toHaveValue("Cincinnati");
    expect(screen.getByLabelText("State")).toHaveValue("OH");
    // The server's placeholder for "nobody named" is not shown as a name.
    expect(screen.getByLabelText("Contact person")).toHaveValue("");
    expect(api.sent("/api/churches/mine")).toHaveLength(1);
    expect(api.sent("/api/profiles/me")).toEqual([]);
    expect(screen.getByRole("link", { name: "View public page" })).toHaveAttribute("href", `/churches/${CHURCH_ID}`);
  });

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
    expect(await screen.findByText(colourMessage())).toBeInTheDocument();
    expect(screen.getByText(churchNameRequired())).toBeInTheDocument();
    expect(colour).toHaveAttribute("aria-invalid", "true");
    expect(api.sent(SAVE_PATH)).toEqual([]);
  });

  it("saves the whole church in one PUT to /api/churches/{id}, and the navigation shows the new name", async () => {
    const saved = myChurch({ church_name: "Grace Chapel Downtown", theme: "green", primary_color: "#10B981", city: "Dayton" });
    const api = stubChurchApi({ [SAVE_PATH]: () => json(200, saved) });
    const user = userEvent.setup();
    renderChurch("/profile/edit");
    const name = await screen.findByLabelText("Church name");
    await user.clear(name);
    await user.type(name, "Grace Chapel Downtown");
    await user.clear(screen.getByLabelText("City"));
    await user.type(screen.getByLabelText("City"), "Dayton");
    await user.click(screen.getByRole("radio", { name: "Forest Green" }));
    await user.clear(screen.getByLabelText("Custom colour"));
    await user.type(screen.getByLabelText("Website"), "grace.example.org");
    await user.selectOptions(screen.getByLabelText("Time zone"), "Central Time");
    await user.click(screen.getByRole("button", { name: "Save profile" }));
    expect(await screen.findByText("No unsaved changes.")).toBeInTheDocument();

    const [request, ...others] = api.sent(SAVE_PATH);
    expect(others).toEqual([]);
    expect(request!.method).toBe("PUT");
    expect(await request!.json()).toEqual({
      church_name: "Grace Chapel Downtown",
      contact_name: null,
      contact_email: null,
      phone: null,
      primary_address: null,
      city: "Dayton",
      state: "OH",
      timezone: "America/Chicago",
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
    // One request: nothing else is written (no account update).
    expect(api.requests.filter((sent) => sent.method !== "GET").map((sent) => new URL(sent.url).pathname)).toEqual([SAVE_PATH]);
    const session = getSessionState().user;
    expect(session?.church_name).toBe("Grace Chapel Downtown");
    expect(session?.church).toEqual({ church_id: CHURCH_ID, church_name: "Grace Chapel Downtown", role: "admin" });
    expect(screen.getByLabelText("Church name")).toHaveValue("Grace Chapel Downtown");
  });

  it("maps the server's field errors", async () => {
    stubChurchApi({
      [SAVE_PATH]: () => apiError(422, "validation_error", "Invalid", { contact_email: "value is not a valid email address" }),
    });
    const user = userEvent.setup();
    renderChurch("/profile/edit");
    await user.type(await screen.findByLabelText("Contact email"), "office@grace.example.org");
    await user.click(screen.getByRole("button", { name: "Save profile" }));
    expect(await screen.findByText("value is not a valid email address")).toBeInTheDocument();
    expect(screen.getByLabelText("Contact email")).toHaveFocus();
  });

  it("shows the server's refusal above the form", async () => {
    stubChurchApi({ [SAVE_PATH]: () => apiError(403, "forbidden", adminsOnly()) });
    const user = userEvent.setup();
    renderChurch("/profile/edit");
    await user.type(await screen.findByLabelText("About"), "A family of faith.");
    await user.click(screen.getByRole("button", { name: "Save profile" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(adminsOnly());
    expect(screen.getByText("You have unsaved changes.")).toBeInTheDocument();
  });

  it("uploads the church's own photo to /api/churches/{id}/photo", async () => {
    const api = stubChurchApi({ [PHOTO_PATH]: () => json(200, { profile_photo: "/media/church.webp" }) });
    const user = userEvent.setup();
    renderChurch("/profile/edit");
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])], "logo.png", { type: "image/png" });
    await user.upload(await screen.findByLabelText("Church logo or photo"), png);
    expect(await screen.findByRole("button", { name: "Change photo" })).toBeInTheDocument();
    expect(api.sent(PHOTO_PATH)[0]!.method).toBe("PUT");
    expect(api.sent("/api/profiles/me/photo")).toEqual([]);
    expect(screen.getAllByRole("img", { name: /Photo of Grace Chapel/ })[0]).toHaveAttribute("src", "/media/church.webp");
    // The person's own photo is not the church's.
    expect(getSessionState().user?.profile_photo).toBeNull();
  });

  it("removes the church's photo", async () => {
    const api = stubChurchApi({ [PHOTO_PATH]: () => json(200, { profile_photo: null }) }, myChurch({ photo: "/media/old.webp" }));
    const user = userEvent.setup();
    renderChurch("/profile/edit");
    await user.click(await screen.findByRole("button", { name: "Remove photo" }));
    expect(await screen.findByRole("button", { name: "Upload photo" })).toBeInTheDocument();
    expect(api.sent(PHOTO_PATH)[0]!.method).toBe("DELETE");
  });

  it("focuses the field a completeness item names (#about)", async () => {
    stubChurchApi();
    renderChurch("/profile/edit#about");
    await waitFor(() => expect(screen.getByLabelText("About")).toHaveFocus());
  });

  it("shows an error state with a retry when the church cannot load", async () => {
    let calls = 0;
    stubApi({ "/api/churches/mine": () => (++calls === 1 ? apiError(500, "server_error", "Boom") : json(200, MY_CHURCH)) });
    const user = userEvent.setup();
    renderChurch("/profile/edit");
    expect(await screen.findByText("We couldn't load this profile")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByLabelText("Church name")).toBeInTheDocument();
  });
});

describe("church information for members who are not admins", () => {
  afterEach(() => clearSession());

  it.each(["member", "volunteer", "leader"] as const)("shows a %s the church read-only, without a save button", async (role) => {
    setSession(sessionBody(churchUser(role)));
    const api = stubChurchApi({}, myChurch({ my_role: role, can_edit: false, about: "A family of faith.", phone: "513-555-0100" }));
    renderChurch("/profile/edit");
    expect(await screen.findByText(adminsOnly())).toBeInTheDocument();
    expect(screen.getByText("A family of faith.")).toBeInTheDocument();
    expect(screen.getByText("513-555-0100")).toBeInTheDocument();
    expect(screen.getByText("Cincinnati")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Save/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /photo/i })).not.toBeInTheDocument();
    expect(screen.queryByRole("form")).not.toBeInTheDocument();
    expect(api.requests.every((sent) => sent.method === "GET")).toBe(true);
  });

  it("shows the same on the completion page", async () => {
    setSession(sessionBody(churchUser("member")));
    stubChurchApi({}, myChurch({ my_role: "member", can_edit: false }));
    renderChurch("/church-profile-completion");
    expect(await screen.findByText(adminsOnly())).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Save and continue" })).not.toBeInTheDocument();
  });
});

describe("complete your church profile", () => {
  beforeEach(() => setSession(sessionBody(churchUser("admin"))));
  afterEach(() => clearSession());

  it("is framed as completing the profile and moves on to the dashboard after saving", async () => {
    const api = stubChurchApi({ [SAVE_PATH]: () => json(200, myChurch({ about: "A family of faith." })) });
    const user = userEvent.setup();
    renderChurch("/church-profile-completion");
    expect(await screen.findByRole("heading", { name: "Complete your church profile" })).toBeInTheDocument();
    await user.type(screen.getByLabelText("About"), "A family of faith.");
    await user.click(screen.getByRole("button", { name: "Save and continue" }));
    // No "unsaved changes" question on the way: the changes were saved.
    expect(await screen.findByRole("heading", { name: "Church dashboard" })).toBeInTheDocument();
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(await api.sent(SAVE_PATH)[0]!.json()).toMatchObject({ about: "A family of faith." });
  });
});
