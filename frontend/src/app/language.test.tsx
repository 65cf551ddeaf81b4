import { i18n } from "@lingui/core";
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import type { Settings } from "@/features/settings/api/settings-api";
import { api as client } from "@/lib/api/client";
import { setSession } from "@/lib/auth/session";
import { startingLanguage } from "@/lib/i18n/language";
import { json, renderRoutes, sessionBody, stubApi } from "@/test/app-testing";
import { Footer } from "./footer";
import { LanguageFollowsUser } from "./language";

const SETTINGS: Settings = {
  language: "fr",
  timezone: "America/New_York",
  email_notifications: true,
  allow_member_messages: true,
  email_digest_frequency: "weekly",
  two_factor_enabled: false,
  created_at: "2026-01-01T00:00:00Z",
  updated_at: "2026-01-01T00:00:00Z",
};

function renderShell() {
  return renderRoutes(
    [
      {
        path: "/",
        element: (
          <>
            <LanguageFollowsUser />
            <Footer />
          </>
        ),
      },
    ],
    "/",
  );
}

// The tests share Lingui's one instance with the files after them (setup.ts speaks English).
afterEach(() => act(() => i18n.activate("en")));

describe("the language on screen", () => {
  it("is the footer's choice for a visitor: the page, its lang and the next visit follow", async () => {
    stubApi({ "/api/site": () => json(404, {}) });
    renderShell();
    expect(screen.getByRole("heading", { name: "Platform" })).toBeVisible();

    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Language" }), "Español");

    // Catalogues load as the app's own chunks do: give a busy machine its time.
    expect(await screen.findByRole("heading", { name: "Plataforma" }, { timeout: 5000 })).toBeVisible();
    expect(screen.getByRole("combobox", { name: "Idioma" })).toHaveValue("es");
    expect(document.documentElement.lang).toBe("es");
    expect(startingLanguage()).toBe("es");
  });

  it("is a signed-in user's setting, whatever this browser chose before", async () => {
    localStorage.setItem("steeple.language", "es");
    const api = stubApi({ "/api/users/me/settings": () => json(200, SETTINGS), "/api/site": () => json(404, {}) });
    setSession(sessionBody());
    renderShell();

    expect(await screen.findByRole("heading", { name: "Plateforme" }, { timeout: 5000 })).toBeVisible();
    expect(document.documentElement.lang).toBe("fr");
    expect(startingLanguage()).toBe("fr");
    // The API is asked in the language on screen, so its messages come back in it.
    await client.GET("/api/site");
    expect(api.sent("/api/site").at(-1)?.headers.get("Accept-Language")).toBe("fr");
  });

  it("is chosen in Settings by a signed-in user: the footer has no picker for them", async () => {
    stubApi({ "/api/users/me/settings": () => json(200, { ...SETTINGS, language: "en" }), "/api/site": () => json(404, {}) });
    setSession(sessionBody());
    renderShell();
    await screen.findByRole("heading", { name: "Platform" });
    expect(screen.queryByRole("combobox", { name: "Language" })).not.toBeInTheDocument();
  });
});
