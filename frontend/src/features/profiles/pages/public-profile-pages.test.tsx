import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { clearSession, setSession } from "@/lib/auth/session";
import { apiError, json, renderRoutes, sessionBody, stubApi } from "@/test/app-testing";
import { NoSlot } from "@/test/no-slot";
import { SPEAKER_ID, talentPublic } from "../test-fixtures";
import { MusicianProfilePage, SpeakerProfilePage } from "./talent-profile-page";

function renderPublic(path: string) {
  return renderRoutes(
    [
      { path: "/speakers/:id", element: <SpeakerProfilePage reviews={NoSlot} availability={NoSlot} /> },
      { path: "/musicians/:id", element: <MusicianProfilePage reviews={NoSlot} availability={NoSlot} /> },
    ],
    path,
  );
}

const description = () => document.querySelector('meta[name="description"]')?.getAttribute("content");

describe("public speaker and musician pages", () => {
  beforeEach(() => {
    document.head.innerHTML = '<meta name="description" content="Steeple">';
    clearSession();
  });
  afterEach(() => clearSession());

  it("shows the public fields, initials without a photo, and a sharing title and description", async () => {
    stubApi({ [`/api/profiles/speakers/${SPEAKER_ID}`]: () => json(200, talentPublic()) });
    renderPublic(`/speakers/${SPEAKER_ID}`);
    expect(await screen.findByRole("heading", { level: 1, name: "Pastor Dan Miles" })).toBeInTheDocument();
    expect(screen.getByText("Youth speaker and author")).toBeInTheDocument();
    expect(screen.getByText("Dayton, OH")).toBeInTheDocument();
    expect(screen.getByText("Twenty years of youth ministry.")).toBeInTheDocument();
    expect(within(screen.getByRole("list", { name: "Topics" })).getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "Youth",
      "Leadership",
    ]);
    expect(screen.getByText("$300–$800")).toBeInTheDocument();
    expect(screen.getByText("Travels up to 250 miles")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Video: youtube.com/ })).toHaveAttribute("href", "https://www.youtube.com/watch?v=abc");
    expect(screen.getByRole("img", { name: "Pastor Dan Miles (no photo)" })).toHaveTextContent("PD");
    expect(document.title).toBe("Pastor Dan Miles, Speaker | Steeple");
    expect(description()).toBe("Youth speaker and author");
  });

  it("shows a Pro badge only for Pro members", async () => {
    stubApi({
      [`/api/profiles/speakers/${SPEAKER_ID}`]: () => json(200, talentPublic({ is_pro: true })),
      [`/api/profiles/musicians/${SPEAKER_ID}`]: () => json(200, talentPublic({ role: "musician", is_pro: false })),
    });
    const pro = renderPublic(`/speakers/${SPEAKER_ID}`);
    expect(await screen.findByRole("heading", { level: 1, name: "Pastor Dan Miles" })).toBeInTheDocument();
    expect(screen.getByText("Pro", { exact: true })).toBeInTheDocument();
    pro.unmount();
    renderPublic(`/musicians/${SPEAKER_ID}`);
    expect(await screen.findByRole("heading", { level: 1, name: "Pastor Dan Miles" })).toBeInTheDocument();
    expect(screen.queryByText("Pro", { exact: true })).not.toBeInTheDocument();
  });

  it("shows the photo when there is one", async () => {
    stubApi({ [`/api/profiles/musicians/${SPEAKER_ID}`]: () => json(200, talentPublic({ role: "musician", photo: "/media/p.webp" })) });
    renderPublic(`/musicians/${SPEAKER_ID}`);
    expect(await screen.findByRole("img", { name: "Photo of Pastor Dan Miles" })).toHaveAttribute("src", "/media/p.webp");
    expect(screen.getByText("Musician")).toBeInTheDocument();
  });

  it("hides contact details when the API withholds them, pointing to Premium", async () => {
    stubApi({ [`/api/profiles/speakers/${SPEAKER_ID}`]: () => json(200, talentPublic({ contact: null })) });
    renderPublic(`/speakers/${SPEAKER_ID}`);
    expect(await screen.findByText("Contact details are available to churches with Premium.", { exact: false })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "See Premium plans" })).toHaveAttribute("href", "/pricing");
    expect(screen.queryByRole("link", { name: /@/ })).not.toBeInTheDocument();
  });

  it("shows contact details when the API returns them", async () => {
    setSession(sessionBody({ role: "church", needs_onboarding: false, plan: "church_premium" }));
    const api = stubApi({
      [`/api/profiles/speakers/${SPEAKER_ID}`]: () => json(200, talentPublic({ contact: { email: "dan@example.org", phone: null } })),
    });
    renderPublic(`/speakers/${SPEAKER_ID}`);
    expect(await screen.findByRole("link", { name: "dan@example.org" })).toHaveAttribute("href", "mailto:dan@example.org");
    expect(screen.queryByText("Contact details are available to churches with Premium.", { exact: false })).not.toBeInTheDocument();
    // Signed in: the token goes along, since it decides the contact details.
    expect(api.sent(`/api/profiles/speakers/${SPEAKER_ID}`)[0]!.headers.get("Authorization")).toBe("Bearer access");
  });

  it("offers signed-in users a Message button to the owner", async () => {
    setSession(sessionBody({ role: "church", needs_onboarding: false }));
    stubApi({ [`/api/profiles/speakers/${SPEAKER_ID}`]: () => json(200, talentPublic()) });
    renderPublic(`/speakers/${SPEAKER_ID}`);
    expect(await screen.findByRole("link", { name: "Message" })).toHaveAttribute(
      "href",
      `/messages?compose=1&recipient_id=${SPEAKER_ID}`,
    );
  });

  it("offers the owner an Edit button instead of Message", async () => {
    setSession(sessionBody({ id: SPEAKER_ID, role: "speaker", needs_onboarding: false }));
    stubApi({ [`/api/profiles/speakers/${SPEAKER_ID}`]: () => json(200, talentPublic()) });
    renderPublic(`/speakers/${SPEAKER_ID}`);
    expect(await screen.findByRole("link", { name: "Edit profile" })).toHaveAttribute("href", "/profile/edit");
    expect(screen.queryByRole("link", { name: "Message" })).not.toBeInTheDocument();
  });

  it("asks visitors to sign in to message", async () => {
    stubApi({ [`/api/profiles/speakers/${SPEAKER_ID}`]: () => json(200, talentPublic()) });
    renderPublic(`/speakers/${SPEAKER_ID}`);
    expect(await screen.findByRole("link", { name: "Sign in to message" })).toHaveAttribute("href", "/login");
    expect(screen.queryByRole("link", { name: "Message" })).not.toBeInTheDocument();
  });

  it("shows a friendly not-found state with links to the directories", async () => {
    stubApi({ [`/api/profiles/speakers/${SPEAKER_ID}`]: () => apiError(404, "not_found", "Profile not found") });
    renderPublic(`/speakers/${SPEAKER_ID}`);
    expect(await screen.findByRole("heading", { name: "Profile not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse speakers" })).toHaveAttribute("href", "/speakers");
    expect(screen.getByRole("link", { name: "Browse musicians" })).toHaveAttribute("href", "/musicians");
    expect(document.title).toBe("Profile not found | Steeple");
  });

  it("shows an error state with a retry for other failures", async () => {
    let calls = 0;
    stubApi({
      [`/api/profiles/speakers/${SPEAKER_ID}`]: () =>
        ++calls <= 2 ? apiError(503, "unavailable", "Try later") : json(200, talentPublic()),
    });
    const user = userEvent.setup();
    renderPublic(`/speakers/${SPEAKER_ID}`);
    // A server error is tried once more (after a second) before the page gives up.
    expect(await screen.findByText("We couldn't load this profile", {}, { timeout: 3000 })).toBeInTheDocument();
    expect(calls).toBe(2);
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Pastor Dan Miles" })).toBeInTheDocument();
  });
});
