import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clearSession, setSession, type User } from "@/lib/auth/session";
import { apiError, json, renderRoutes, sessionBody, stubApi } from "@/test/app-testing";
import { NoSlot } from "@/test/no-slot";
import type { Settings } from "../api/settings-api";
import { MESSAGE_MS } from "../timings";
import { SettingsPage } from "./settings-page";

const SETTINGS: Settings = {
  language: "en",
  timezone: "America/New_York",
  email_notifications: true,
  allow_member_messages: true,
  email_digest_frequency: "weekly",
  two_factor_enabled: false,
  created_at: "2026-01-01T00:00:00Z",
  updated_at: "2026-01-01T00:00:00Z",
};

const ADMIN: Partial<User> = {
  role: "church",
  church: { church_id: "c0ffee00-0000-4000-8000-000000000001", church_name: "Grace Community Church", role: "admin" },
};

function ChurchTab() {
  return <p>Church settings content</p>;
}

function renderSettings(entry: Parameters<typeof renderRoutes>[1] = "/settings") {
  return renderRoutes(
    [
      {
        path: "/settings",
        element: (
          <>
            <SettingsPage churchSettings={ChurchTab} manageBilling={NoSlot} />
            <Toaster />
          </>
        ),
      },
      { path: "/subscription", element: <p>Subscription page</p> },
      { path: "/", element: <p>Home page</p> },
    ],
    entry,
  );
}

/** The settings API: GET answers `settings`; PATCH answers `patch` (by default it applies the change). */
function settingsApi(patch?: (change: Partial<Settings>) => Response | Promise<Response>) {
  let settings = { ...SETTINGS };
  return stubApi({
    "/api/users/me/settings": async (request) => {
      if (request.method === "PATCH") {
        const change = (await request.json()) as Partial<Settings>;
        if (patch) return patch(change);
        settings = { ...settings, ...change };
      }
      return json(200, settings);
    },
    "/api/auth/me/password": () => json(204, null),
  });
}

describe("/settings", () => {
  afterEach(() => {
    clearSession();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("greets by first name, with User when there is no name", async () => {
    setSession(sessionBody({ full_name: "Ruth Ann Baker" }));
    settingsApi();
    const first = renderSettings();
    expect(screen.getByText(/Welcome back, Ruth\./)).toBeInTheDocument();
    first.unmount();
    setSession(sessionBody({ full_name: "  " }));
    renderSettings();
    expect(screen.getByText(/Welcome back, User\./)).toBeInTheDocument();
  });

  it("shows the four panels once the settings load", async () => {
    setSession(sessionBody());
    settingsApi();
    renderSettings();
    expect(screen.getByRole("status", { name: "Loading your settings" })).toBeInTheDocument();
    for (const title of ["Account Information", "Notification Preferences", "Security Settings", "Change Password"]) {
      expect(await screen.findByRole("heading", { name: title })).toBeInTheDocument();
    }
    expect(screen.getByLabelText("Email")).toHaveValue("ruth@example.org");
    expect(screen.getByLabelText("Email")).toHaveAttribute("readonly");
    expect(screen.getByRole("combobox", { name: "Timezone" })).toHaveDisplayValue("Eastern Time");
    expect(within(screen.getByRole("combobox", { name: "Language" })).getAllByRole("option").map((option) => option.textContent)).toEqual([
      "English",
      "Español",
      "Français",
    ]);
  });

  it("offers Try again when the settings fail to load", async () => {
    setSession(sessionBody());
    let fail = true;
    stubApi({ "/api/users/me/settings": () => (fail ? apiError(500, "internal", "Boom") : json(200, SETTINGS)) });
    const user = userEvent.setup();
    renderSettings();
    // One more try on a server error before the page gives up.
    expect(await screen.findByText("We couldn't load your settings.", undefined, { timeout: 4000 })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "Account Information" })).toBeInTheDocument();
  });

  it("shows the password reset note from ?password_reset=success until dismissed", async () => {
    setSession(sessionBody());
    settingsApi();
    const user = userEvent.setup();
    const { router } = renderSettings("/settings?password_reset=success");
    expect(screen.getByText("Your password has been updated.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Dismiss message" }));
    expect(screen.queryByText("Your password has been updated.")).not.toBeInTheDocument();
    expect(router.state.location.search).toBe("");
  });

  it("shows a flash message passed in navigation state", () => {
    setSession(sessionBody());
    settingsApi();
    renderSettings({ pathname: "/settings", state: { flash: "You joined Grace Community Church." } });
    expect(screen.getByText("You joined Grace Community Church.")).toBeInTheDocument();
  });

  it("shows Church Settings to church admins only, and keeps the tab in the address", async () => {
    setSession(sessionBody(ADMIN));
    settingsApi();
    const user = userEvent.setup();
    const { router } = renderSettings();
    const tabs = screen.getByRole("tablist", { name: "Settings" });
    expect(within(tabs).getAllByRole("tab").map((tab) => tab.textContent)).toEqual(["My Settings", "Church Settings"]);
    await user.click(screen.getByRole("tab", { name: "Church Settings" }));
    expect(screen.getByRole("tab", { name: "Church Settings" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel", { name: "Church Settings" })).toHaveTextContent("Church settings content");
    expect(router.state.location.search).toBe("?tab=church");
    // Arrow keys move between tabs.
    await user.keyboard("{ArrowLeft}");
    expect(screen.getByRole("tab", { name: "My Settings" })).toHaveFocus();
    expect(await screen.findByRole("tabpanel", { name: "My Settings" })).toBeInTheDocument();
    expect(router.state.location.search).toBe("");
  });

  it("tells a non-admin on ?tab=church to ask the church administrator", async () => {
    setSession(sessionBody({ ...ADMIN, church: { ...ADMIN.church!, role: "volunteer" } }));
    settingsApi();
    renderSettings("/settings?tab=church");
    expect(screen.queryByRole("tab", { name: "Church Settings" })).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Admin Access Required" })).toBeInTheDocument();
    expect(screen.getByText(/contact your church administrator/)).toBeInTheDocument();
    expect(screen.queryByText("Church settings content")).not.toBeInTheDocument();
  });

  it("saves a toggle: disabled while saving, then the success note clears after 3 s", async () => {
    setSession(sessionBody());
    let answer: (response: Response) => void = () => undefined;
    const api = settingsApi(
      (change) =>
        new Promise((resolve) => {
          answer = resolve;
          void change;
        }),
    );
    const user = userEvent.setup();
    renderSettings();
    const toggle = await screen.findByRole("switch", { name: "Allow messages from church members" });
    expect(toggle).toHaveAttribute("aria-checked", "true");
    await user.click(toggle);
    expect(toggle).toBeDisabled();
    expect(toggle).toHaveAttribute("aria-checked", "false");
    expect(await api.sent("/api/users/me/settings").at(-1)!.json()).toEqual({ allow_member_messages: false });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await act(async () => answer(json(200, { ...SETTINGS, allow_member_messages: false })));
    await vi.waitFor(() => expect(toggle).toHaveAttribute("aria-checked", "false"));
    expect(toggle).toBeEnabled();
    expect(screen.getByText("Allow messages from church members turned off")).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(MESSAGE_MS.notificationSuccess));
    expect(screen.queryByText("Allow messages from church members turned off")).not.toBeInTheDocument();
  });

  it("says under the toggle when it failed, and the switch goes back", async () => {
    setSession(sessionBody());
    settingsApi(() => apiError(500, "internal", "Boom"));
    const user = userEvent.setup();
    renderSettings();
    const toggle = await screen.findByRole("switch", { name: "Email notifications" });
    await user.click(toggle);
    expect(await screen.findByText("Failed to update setting")).toBeInTheDocument();
    expect(toggle).toHaveAttribute("aria-checked", "true");
    expect(toggle).toHaveAccessibleDescription(/Failed to update setting/);
  });

  it("saves the digest, and says when it failed", async () => {
    setSession(sessionBody());
    let fail = false;
    settingsApi((change) => (fail ? apiError(500, "internal", "Boom") : json(200, { ...SETTINGS, ...change })));
    const user = userEvent.setup();
    renderSettings();
    const digest = await screen.findByRole("combobox", { name: "Email digest" });
    await user.selectOptions(digest, "Daily");
    expect(await screen.findByText("Email digest frequency updated")).toBeInTheDocument();
    expect(digest).toHaveDisplayValue("Daily");
    fail = true;
    await user.selectOptions(digest, "Never");
    expect(await screen.findByText("Failed to update email digest frequency")).toBeInTheDocument();
    expect(digest).toHaveDisplayValue("Daily");
  });

  it("saves language and timezone, and says when it failed", async () => {
    setSession(sessionBody());
    let fail = false;
    const api = settingsApi((change) => (fail ? apiError(500, "internal", "Boom") : json(200, { ...SETTINGS, ...change })));
    const user = userEvent.setup();
    renderSettings();
    const save = await screen.findByRole("button", { name: "Save Changes" });
    expect(save).toBeDisabled();
    await user.selectOptions(screen.getByRole("combobox", { name: "Language" }), "Español");
    await user.selectOptions(screen.getByRole("combobox", { name: "Timezone" }), "Pacific Time");
    await user.click(save);
    expect(await screen.findByText("Account settings updated")).toBeInTheDocument();
    expect(await api.sent("/api/users/me/settings").at(-1)!.json()).toEqual({ language: "es", timezone: "America/Los_Angeles" });
    fail = true;
    await user.selectOptions(screen.getByRole("combobox", { name: "Timezone" }), "UTC");
    await user.click(save);
    expect(await screen.findByText("Failed to update account settings")).toBeInTheDocument();
  });

  it("Refresh reads the settings and the account again", async () => {
    setSession(sessionBody());
    let digest: Settings["email_digest_frequency"] = "weekly";
    const api = stubApi({
      "/api/users/me/settings": () => json(200, { ...SETTINGS, email_digest_frequency: digest }),
      "/api/users/me": () => json(200, sessionBody({ full_name: "Naomi Baker" }).user),
    });
    const user = userEvent.setup();
    renderSettings();
    expect(await screen.findByRole("combobox", { name: "Email digest" })).toHaveDisplayValue("Weekly");
    digest = "never";
    await user.click(screen.getByRole("button", { name: "Refresh" }));
    await vi.waitFor(() => expect(screen.getByRole("combobox", { name: "Email digest" })).toHaveDisplayValue("Never"));
    expect(await screen.findByText(/Welcome back, Naomi\./)).toBeInTheDocument();
    expect(api.sent("/api/users/me/settings")).toHaveLength(2);
  });

  it("signs out", async () => {
    setSession(sessionBody());
    const api = settingsApi();
    const user = userEvent.setup();
    renderSettings();
    await user.click(screen.getByRole("button", { name: "Sign Out" }));
    expect(await screen.findByText("Home page")).toBeInTheDocument();
    expect(api.sent("/api/auth/signout")).toHaveLength(1);
  });
});
