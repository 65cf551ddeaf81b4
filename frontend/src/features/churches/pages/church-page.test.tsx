import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { clearSession, setSession } from "@/lib/auth/session";
import { json, renderRoutes, sessionBody, stubApi, TEST_USER } from "@/test/app-testing";
import { NoSlot } from "@/test/no-slot";
import { CHURCH_ADMIN_USER_ID, CHURCH_ID, churchPublic, churchUser, MEMBER_USER_ID } from "../test-fixtures";
import { ChurchProfilePage } from "./church-page";

function renderChurchPage(path: string) {
  return renderRoutes([{ path: "/churches/:id", element: <ChurchProfilePage reviews={NoSlot} /> }], path);
}

describe("public church page", () => {
  beforeEach(() => clearSession());
  afterEach(() => clearSession());

  it("applies the church's theme colour and shows its public fields", async () => {
    const api = stubApi({ [`/api/churches/${CHURCH_ID}`]: () => json(200, churchPublic({ primary_color: "#8B5CF6", theme: "purple" })) });
    renderChurchPage(`/churches/${CHURCH_ID}`);
    expect(await screen.findByRole("heading", { level: 1, name: "Grace Chapel" })).toBeInTheDocument();
    expect(screen.getByTestId("profile-band")).toHaveStyle({ backgroundColor: "#8B5CF6" });
    expect(screen.getByText("Methodist")).toBeInTheDocument();
    expect(screen.getByText("Cincinnati, OH")).toBeInTheDocument();
    expect(screen.getByText("A family of faith in the heart of the city.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Facebook/ })).toHaveAttribute("href", "https://facebook.com/grace");
    expect(screen.getByRole("link", { name: /grace.example.org/ })).toHaveAttribute("href", "https://grace.example.org/");
    expect(screen.getByText("Contact details are available to churches with Premium.", { exact: false })).toBeInTheDocument();
    expect(document.title).toBe("Grace Chapel | Steeple");
    expect(api.sent("/api/profiles/churches/" + CHURCH_ID)).toEqual([]);
  });

  it("answers an old link by a member's user id and replaces the address with the church's id", async () => {
    stubApi({ [`/api/churches/${MEMBER_USER_ID}`]: () => json(200, churchPublic()) });
    const { router } = renderChurchPage(`/churches/${MEMBER_USER_ID}`);
    expect(await screen.findByRole("heading", { level: 1, name: "Grace Chapel" })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/churches/${CHURCH_ID}`));
    expect(router.state.historyAction).toBe("REPLACE");
    // The church came with the first answer: no loading state on the way.
    expect(screen.getByRole("heading", { level: 1, name: "Grace Chapel" })).toBeInTheDocument();
    expect(screen.queryByText("Loading profile…")).not.toBeInTheDocument();
  });

  it("shows contact details when returned, and a Message button in the church's colour", async () => {
    setSession(sessionBody({ ...TEST_USER, role: "speaker", needs_onboarding: false }));
    stubApi({
      [`/api/churches/${CHURCH_ID}`]: () =>
        json(200, churchPublic({ contact: { email: "office@grace.example.org", phone: "513-555-0100" } })),
    });
    renderChurchPage(`/churches/${CHURCH_ID}`);
    expect(await screen.findByRole("link", { name: "office@grace.example.org" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "513-555-0100" })).toHaveAttribute("href", "tel:513-555-0100");
    // It writes to the person who answers for the church (message_user_id), not to the church's id.
    const message = screen.getByRole("link", { name: "Message" });
    expect(message).toHaveAttribute("href", `/messages?compose=1&recipient_id=${CHURCH_ADMIN_USER_ID}`);
    // Green darkened until white text on it reads at 4.5:1.
    expect(message.style.backgroundColor).not.toBe("");
  });

  it("offers the church's admins an Edit button, and its other members nothing to message", async () => {
    setSession(sessionBody(churchUser("admin")));
    stubApi({ [`/api/churches/${CHURCH_ID}`]: () => json(200, churchPublic()) });
    const view = renderChurchPage(`/churches/${CHURCH_ID}`);
    expect(await screen.findByRole("link", { name: "Edit profile" })).toHaveAttribute("href", "/profile/edit");
    view.unmount();

    setSession(sessionBody(churchUser("member")));
    renderChurchPage(`/churches/${CHURCH_ID}`);
    expect(await screen.findByRole("heading", { level: 1, name: "Grace Chapel" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Edit profile" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Message" })).not.toBeInTheDocument();
  });

  it("offers no Message button when the church has nobody to answer it", async () => {
    setSession(sessionBody({ ...TEST_USER, role: "speaker", needs_onboarding: false }));
    stubApi({ [`/api/churches/${CHURCH_ID}`]: () => json(200, churchPublic({ message_user_id: null })) });
    renderChurchPage(`/churches/${CHURCH_ID}`);
    expect(await screen.findByRole("heading", { level: 1, name: "Grace Chapel" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Message" })).not.toBeInTheDocument();
  });

  it("says so when there is no such church", async () => {
    stubApi({});
    renderChurchPage(`/churches/${CHURCH_ID}`);
    expect(await screen.findByRole("heading", { name: "Profile not found" })).toBeInTheDocument();
  });
});
