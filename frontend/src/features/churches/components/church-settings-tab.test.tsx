import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearSession, setSession } from "@/lib/auth/session";
import { apiError, json, renderRoutes, sessionBody, stubApi } from "@/test/app-testing";
import { churchNameRequired } from "../church-form";
import { CHURCH_ID, churchUser, MY_CHURCH, myChurch } from "../test-fixtures";
import { teamTip } from "../team";
import { colourMessage } from "../themes";
import { ChurchSettingsTab } from "./church-settings-tab";
import { INFO_FAILED, INFO_SAVED, THEME_FAILED, THEME_SAVED } from "../editor-copy";
import { i18n } from "@lingui/core";

const SAVE_PATH = `/api/churches/${CHURCH_ID}`;
const MEMBERS_PATH = `/api/churches/${CHURCH_ID}/members`;
const INVITATIONS_PATH = `/api/churches/${CHURCH_ID}/invitations`;
const ME = churchUser("admin");

const MEMBERS = [
  { id: ME.id, full_name: "Ruth Baker", email: ME.email, role: "admin", created_at: "2026-01-01T00:00:00Z" },
  { id: "u-leader", full_name: "Lena Leader", email: "lena@example.org", role: "leader", created_at: "2026-02-01T00:00:00Z" },
  { id: "u-vol", full_name: "Vic Volunteer", email: "vic@example.org", role: "volunteer", created_at: "2026-02-02T00:00:00Z" },
  { id: "u-mem", full_name: "Max Member", email: "max@example.org", role: "member", created_at: "2026-02-03T00:00:00Z" },
];
const PENDING = [{ id: "inv-1", email: "new@example.org", role: "leader", expires_at: "2027-01-08T12:00:00Z" }];

type Handlers = Parameters<typeof stubApi>[0];

function stubTab(overrides: Handlers = {}) {
  return stubApi({
    "/api/churches/mine": () => json(200, MY_CHURCH),
    [MEMBERS_PATH]: () => json(200, MEMBERS),
    [INVITATIONS_PATH]: () => json(200, PENDING),
    ...overrides,
  });
}

function renderTab() {
  return renderRoutes([{ path: "/settings", element: <ChurchSettingsTab /> }], "/settings");
}

async function bodyOf(request: Request | undefined) {
  return (await request!.json()) as Record<string, unknown>;
}

// Each test drives whole forms; a busy machine needs more than the default 5 s.
const SLOW = { timeout: 20_000 };

describe("Church Settings tab: Church Information", SLOW, () => {
  beforeEach(() => setSession(sessionBody({ ...ME, premium: true })));
  afterEach(() => {
    clearSession();
    vi.useRealTimers();
  });

  it("shows the two panels with the church's fields and the sub-sections", async () => {
    stubTab();
    renderTab();
    expect(screen.getByText("Loading your church…")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 2, name: "Church Information" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "User Management" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 3, name: "Theme & Branding" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 3, name: "Social Media Links" })).toBeInTheDocument();
    expect(screen.getByLabelText("Church name")).toHaveValue("Grace Chapel");
    for (const label of ["Phone", "Primary address", "Website", "Denomination", "About", "Email"]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    for (const label of ["Facebook URL", "Instagram URL", "Twitter URL", "YouTube URL"]) {
      expect(screen.getByLabelText(label)).toHaveAttribute("type", "url");
    }
  });

  it("saves a picked preset as the whole church, keeping what the panel does not show, and says so for 5 s", async () => {
    const saved = myChurch({ theme: "green", primary_color: "#10B981" });
    const api = stubTab({ [SAVE_PATH]: () => json(200, saved) });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderTab();
    await user.click(await screen.findByRole("radio", { name: "Forest Green" }));
    expect(screen.getByLabelText("Custom colour")).toHaveValue("#10B981");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText(i18n._(THEME_SAVED))).toBeInTheDocument();

    const [request, ...others] = api.sent(SAVE_PATH);
    expect(others).toEqual([]);
    expect(request!.method).toBe("PUT");
    // City, state, timezone and contact person are not in this panel, and are sent as they were.
    expect(await bodyOf(request)).toMatchObject({
      church_name: "Grace Chapel",
      city: "Cincinnati",
      state: "OH",
      timezone: "America/New_York",
      contact_name: null,
      theme: "green",
      primary_color: "#10B981",
    });

    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByText(i18n._(THEME_SAVED))).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByText(i18n._(THEME_SAVED))).not.toBeInTheDocument();
  });

  it("selects the matching preset for a custom colour, otherwise blue, and refuses what is not #RRGGBB", async () => {
    const api = stubTab();
    const user = userEvent.setup();
    renderTab();
    const colour = await screen.findByLabelText("Custom colour");
    await user.clear(colour);
    await user.type(colour, "#EF4444");
    expect(screen.getByRole("radio", { name: "Crimson Red" })).toBeChecked();
    await user.clear(colour);
    await user.type(colour, "#123456");
    expect(screen.getByRole("radio", { name: "Ocean Blue" })).toBeChecked();
    await user.clear(colour);
    await user.type(colour, "12345G");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText(colourMessage())).toBeInTheDocument();
    expect(api.sent(SAVE_PATH)).toEqual([]);
  });

  it("requires the church name and checks web addresses before sending", async () => {
    const api = stubTab();
    const user = userEvent.setup();
    renderTab();
    await user.clear(await screen.findByLabelText("Church name"));
    await user.type(screen.getByLabelText("Facebook URL"), "not a link");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText(churchNameRequired())).toBeInTheDocument();
    expect(screen.getByLabelText("Facebook URL")).toHaveAttribute("aria-invalid", "true");
    expect(api.sent(SAVE_PATH)).toEqual([]);
  });

  it("says Failed to update theme when only the theme was changed and the save failed", async () => {
    stubTab({ [SAVE_PATH]: () => json(500, {}) });
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole("radio", { name: "Royal Purple" }));
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(i18n._(THEME_FAILED));
  });

  it("shows the server's message for church information, or Failed to update church information", async () => {
    let answer = apiError(403, "church_admin_required", "Only church admins can change church information.");
    stubTab({ [SAVE_PATH]: () => answer });
    const user = userEvent.setup();
    renderTab();
    await user.type(await screen.findByLabelText("Phone"), "555-0100");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Only church admins can change church information.");

    answer = apiError(422, "validation_error", "Invalid input", { website: "Enter a web address" });
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Enter a web address")).toBeInTheDocument();
    expect(screen.getByText(i18n._(INFO_FAILED))).toBeInTheDocument();
  });

  it("says Church information updated after a save of the fields", async () => {
    stubTab({ [SAVE_PATH]: () => json(200, myChurch({ phone: "555-0100" })) });
    const user = userEvent.setup();
    renderTab();
    await user.type(await screen.findByLabelText("Phone"), "555-0100");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText(i18n._(INFO_SAVED))).toBeInTheDocument();
    expect(screen.getByLabelText("Phone")).toHaveValue("555-0100");
  });
});

describe("Church Settings tab: User Management", SLOW, () => {
  it("says the users list scrolls while rows are hidden below it, and stops at its end", async () => {
    setSession(sessionBody({ ...ME, premium: true }));
    // jsdom lays nothing out: the area is 240px high and its rows 400px.
    const sizes = { scrollHeight: 400, clientHeight: 240 };
    const restore = Object.entries(sizes).map(([name, value]) => {
      const before = Object.getOwnPropertyDescriptor(Element.prototype, name)!;
      Object.defineProperty(Element.prototype, name, { configurable: true, get: () => value });
      return () => Object.defineProperty(Element.prototype, name, before);
    });
    try {
      stubTab();
      renderTab();
      await screen.findByText("Lena Leader");
      const area = screen.getByRole("region", { name: "Church users" });
      expect(within(area.parentElement!.parentElement!).getByText("Scroll for more")).toBeVisible();
      area.scrollTop = 160;
      fireEvent.scroll(area);
      expect(within(area.parentElement!.parentElement!).getByText("Scroll for more")).toHaveClass("invisible");
    } finally {
      restore.forEach((undo) => undo());
      clearSession();
    }
  });


  beforeEach(() => setSession(sessionBody({ ...ME, premium: true })));
  afterEach(() => clearSession());

  it("lists the church's users with role badges in a list that scrolls at 15rem, and the tip", async () => {
    stubTab();
    renderTab();
    await screen.findByText("Lena Leader");
    // A named scroll region the keyboard can reach.
    const area = screen.getByRole("region", { name: "Church users" });
    expect(area).toHaveClass("max-h-60", "overflow-y-auto");
    expect(area).toHaveAttribute("tabindex", "0");
    const badge = (name: string, role: string) =>
      within(screen.getByText(name).closest("li")!).getByText(role, { selector: "span" });
    expect(badge("Ruth Baker", "Admin")).toHaveClass("bg-red-100");
    expect(badge("Lena Leader", "Leader")).toHaveClass("bg-yellow-100");
    expect(badge("Vic Volunteer", "Volunteer")).toHaveClass("bg-blue-100");
    expect(badge("Max Member", "Member")).toHaveClass("bg-slate-100");
    // No removing yourself.
    expect(screen.queryByRole("button", { name: "Remove Ruth Baker" })).not.toBeInTheDocument();
    expect(screen.getByText(teamTip())).toBeInTheDocument();
  });

  it("shows pending invitations with their expiry, and resends and revokes them", async () => {
    const api = stubTab({
      [`${INVITATIONS_PATH}/inv-1/resend`]: () => json(200, PENDING[0]),
      [`${INVITATIONS_PATH}/inv-1`]: () => json(204, null),
    });
    const user = userEvent.setup();
    renderTab();
    const row = (await screen.findByText("new@example.org")).closest("li")!;
    expect(within(row).getByText("Expires Jan 8, 2027")).toBeInTheDocument();
    await user.click(within(row).getByRole("button", { name: "Resend to new@example.org" }));
    expect(await screen.findByText("A new invitation is on its way to new@example.org.")).toBeInTheDocument();
    expect(api.sent(`${INVITATIONS_PATH}/inv-1/resend`)[0]!.method).toBe("POST");
    await user.click(within(row).getByRole("button", { name: "Revoke invitation to new@example.org" }));
    expect(await screen.findByText("The invitation to new@example.org was revoked.")).toBeInTheDocument();
    expect(api.sent(`${INVITATIONS_PATH}/inv-1`)[0]!.method).toBe("DELETE");
  });

  it("checks the invitation form, defaults the role to member and sends it", async () => {
    const api = stubTab({
      [INVITATIONS_PATH]: (request) =>
        request.method === "POST"
          ? json(201, { id: "inv-2", email: "ann@example.org", role: "volunteer", expires_at: "2027-01-08T12:00:00Z" })
          : json(200, PENDING),
    });
    const user = userEvent.setup();
    renderTab();
    const form = await screen.findByRole("form", { name: "Invite a user" });
    // The only control labelled Role on the tab.
    expect(screen.getByLabelText("Role")).toBe(within(form).getByLabelText("Role"));
    expect(within(form).getByLabelText("Role")).toHaveValue("member");
    await user.click(within(form).getByRole("button", { name: "Send Invitation" }));
    expect(await within(form).findByText("Email is required")).toBeInTheDocument();
    await user.type(within(form).getByLabelText("Email address"), "ann@");
    await user.click(within(form).getByRole("button", { name: "Send Invitation" }));
    expect(await within(form).findByText("Enter a valid email address")).toBeInTheDocument();
    expect(api.sent(INVITATIONS_PATH).filter((request) => request.method === "POST")).toEqual([]);

    await user.type(within(form).getByLabelText("Email address"), "example.org");
    await user.selectOptions(within(form).getByLabelText("Role"), "Volunteer");
    await user.type(within(form).getByLabelText("Message (optional)"), "Welcome aboard!");
    await user.click(within(form).getByRole("button", { name: "Send Invitation" }));
    expect(await within(form).findByText("Invitation sent to ann@example.org.")).toBeInTheDocument();
    const [sent] = api.sent(INVITATIONS_PATH).filter((request) => request.method === "POST");
    expect(await bodyOf(sent)).toEqual({ email: "ann@example.org", role: "volunteer", message: "Welcome aboard!" });
    expect(within(form).getByLabelText("Email address")).toHaveValue("");
  });

  it("shows the server's message for someone already in a church, else Failed to send invitation", async () => {
    let answer = apiError(409, "already_in_church", "That person already belongs to a church.");
    stubTab({ [INVITATIONS_PATH]: (request) => (request.method === "POST" ? answer : json(200, [])) });
    const user = userEvent.setup();
    renderTab();
    const form = await screen.findByRole("form", { name: "Invite a user" });
    await user.type(within(form).getByLabelText("Email address"), "taken@example.org");
    await user.click(within(form).getByRole("button", { name: "Send Invitation" }));
    expect(await within(form).findByRole("alert")).toHaveTextContent("That person already belongs to a church.");
    answer = json(500, {});
    await user.click(within(form).getByRole("button", { name: "Send Invitation" }));
    await waitFor(() => expect(within(form).getByRole("alert")).toHaveTextContent("Failed to send invitation"));
  });

  it("tells a church without Premium that invitations need it, with a way to /pricing", async () => {
    setSession(sessionBody({ ...ME, premium: false }));
    stubTab();
    renderTab();
    expect(await screen.findByText(/Team invitations are part of Church Premium\./)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "See Church Premium" })).toHaveAttribute("href", "/pricing");
    expect(screen.queryByRole("form", { name: "Invite a user" })).not.toBeInTheDocument();
  });

  it("switches to the Premium note when the server answers premium_required", async () => {
    stubTab({
      [INVITATIONS_PATH]: (request) =>
        request.method === "POST"
          ? apiError(403, "premium_required", "Inviting a team is part of Church Premium. Upgrade to invite.")
          : json(200, []),
    });
    const user = userEvent.setup();
    renderTab();
    await user.type(await screen.findByLabelText("Email address"), "ann@example.org");
    await user.click(screen.getByRole("button", { name: "Send Invitation" }));
    expect(await screen.findByRole("link", { name: "See Church Premium" })).toHaveAttribute("href", "/pricing");
  });

  it("removes a user only after confirming", async () => {
    const api = stubTab({ [`${MEMBERS_PATH}/u-leader`]: () => json(204, null) });
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole("button", { name: "Remove Lena Leader" }));
    const dialog = screen.getByRole("alertdialog", { name: "Remove Lena Leader?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(api.sent(`${MEMBERS_PATH}/u-leader`)).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Remove Lena Leader" }));
    await user.click(screen.getByRole("button", { name: "Remove user" }));
    expect(await screen.findByText("Lena Leader was removed from Grace Chapel.")).toBeInTheDocument();
    expect(api.sent(`${MEMBERS_PATH}/u-leader`)[0]!.method).toBe("DELETE");
  });

  it("shows the last-admin refusal, and Failed to remove user when the server says nothing", async () => {
    let answer = apiError(409, "last_admin", "A church needs an admin: make someone else admin first.");
    stubTab({ [`${MEMBERS_PATH}/u-leader`]: () => answer });
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole("button", { name: "Remove Lena Leader" }));
    await user.click(screen.getByRole("button", { name: "Remove user" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("A church needs an admin");

    answer = json(502, {});
    await user.click(screen.getByRole("button", { name: "Remove Lena Leader" }));
    await user.click(screen.getByRole("button", { name: "Remove user" }));
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("Failed to remove user"));
  });

  it("changes a user's role, and shows the last-admin refusal or Failed to change role", async () => {
    let answer = json(200, { ...MEMBERS[1], role: "admin" });
    const api = stubTab({ [`${MEMBERS_PATH}/u-leader`]: () => answer });
    const user = userEvent.setup();
    renderTab();
    const role = await screen.findByRole("combobox", { name: "Lena Leader" });
    expect(role).toHaveValue("leader");
    expect(screen.queryByRole("combobox", { name: "Ruth Baker" })).not.toBeInTheDocument();
    await user.selectOptions(role, "Admin");
    expect(await screen.findByText("Lena Leader is now an admin.")).toBeInTheDocument();
    const [sent] = api.sent(`${MEMBERS_PATH}/u-leader`);
    expect(sent!.method).toBe("PATCH");
    expect(await bodyOf(sent)).toEqual({ role: "admin" });

    answer = apiError(409, "last_admin", "A church needs an admin: make someone else admin first.");
    await user.selectOptions(role, "Member");
    expect(await screen.findByRole("alert")).toHaveTextContent("A church needs an admin");
    answer = json(502, {});
    await user.selectOptions(role, "Volunteer");
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("Failed to change role"));
  });
});
