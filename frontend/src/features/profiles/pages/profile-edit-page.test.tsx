import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Link } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { clearSession, getSessionState, setSession } from "@/lib/auth/session";
import { apiError, json, renderRoutes, sessionBody, stubApi, TEST_USER } from "@/test/app-testing";
import { feeRangeMessage } from "../profile-form";
import { EMPTY_TALENT } from "../test-fixtures";
import { ProfileEditPage } from "./profile-edit-page";

const SPEAKER = { ...TEST_USER, role: "speaker" as const, needs_onboarding: false, city: "Dayton", state: "OH" };
const TALENT = { ...EMPTY_TALENT, topics: ["Youth"], headline: "Youth speaker" };
const COMPLETENESS = { percent: 50, items: [{ field: "bio", label: "Write your bio", done: false }] };
const mine = (talent = TALENT) => ({ talent, completeness: COMPLETENESS });

/** The credentials section is features/credentials' (the route table hands it in): a marker here. */
function CredentialsStandIn() {
  return <section aria-label="Credentials section" />;
}

function renderEditor(path = "/profile/edit") {
  return renderRoutes(
    [
      {
        path: "/profile/edit",
        element: (
          <>
            <Link to="/elsewhere">Somewhere else</Link>
            <ProfileEditPage credentials={CredentialsStandIn} />
          </>
        ),
      },
      { path: "/elsewhere", element: <h1>Elsewhere</h1> },
    ],
    path,
  );
}

function stubProfileApi(overrides: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    "/api/profiles/me": () => json(200, mine()),
    ...overrides,
  });
}

describe("profile editor (talent)", () => {
  beforeEach(() => setSession(sessionBody(SPEAKER)));
  afterEach(() => clearSession());

  it("loads the profile into the form", async () => {
    stubProfileApi();
    renderEditor();
    expect(screen.getByText("Loading your profile…")).toBeInTheDocument();
    expect(await screen.findByLabelText("Full name")).toHaveValue("Ruth Baker");
    expect(screen.getByLabelText("Headline")).toHaveValue("Youth speaker");
    expect(screen.getByLabelText("Topics")).toHaveValue("Youth");
    expect(screen.getByLabelText("City")).toHaveValue("Dayton");
    // Speakers have topics, not instruments.
    expect(screen.queryByLabelText("Instruments")).not.toBeInTheDocument();
  });

  it("shows an error state with a retry when the profile cannot load", async () => {
    let calls = 0;
    stubProfileApi({
      "/api/profiles/me": () => (++calls === 1 ? apiError(500, "server_error", "Boom") : json(200, mine())),
    });
    const user = userEvent.setup();
    renderEditor();
    expect(await screen.findByText("We couldn't load this profile")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByLabelText("Full name")).toBeInTheDocument();
  });

  it("validates on the client and sends nothing while the form is wrong", async () => {
    const api = stubProfileApi();
    const user = userEvent.setup();
    renderEditor();
    await user.clear(await screen.findByLabelText("Full name"));
    await user.type(screen.getByLabelText("Video link"), "not a link");
    await user.type(screen.getByLabelText("Lowest fee (USD)"), "900");
    await user.type(screen.getByLabelText("Highest fee (USD)"), "100");
    await user.click(screen.getByRole("button", { name: "Save profile" }));
    expect(await screen.findByText("Please enter your full name")).toBeInTheDocument();
    expect(screen.getByText("Enter a web address, like https://example.org")).toBeInTheDocument();
    expect(screen.getByText(feeRangeMessage())).toBeInTheDocument();
    expect(screen.getByLabelText("Full name")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Full name")).toHaveFocus();
    expect(api.sent("/api/profiles/me/talent")).toEqual([]);
  });

  it("saves the profile and the account fields in one request, then updates the session", async () => {
    const saved = { ...TALENT, bio: "Twenty years of youth ministry.", topics: ["Youth", "Leadership"] };
    const api = stubProfileApi({
      "/api/profiles/me/talent": () => json(200, mine(saved)),
      "/api/users/me": () => json(200, { ...SPEAKER, full_name: "Ruth A. Baker", city: "Dayton", state: "OH" }),
    });
    const user = userEvent.setup();
    renderEditor();
    const name = await screen.findByLabelText("Full name");
    await user.clear(name);
    await user.type(name, "  Ruth A. Baker ");
    await user.type(screen.getByLabelText("Bio"), "Twenty years of youth ministry.");
    await user.type(screen.getByLabelText("Topics"), ", Leadership");
    expect(screen.getByText("You have unsaved changes.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save profile" }));

    expect(await screen.findByText("No unsaved changes.")).toBeInTheDocument();
    const [put, ...more] = api.sent("/api/profiles/me/talent");
    expect(more).toEqual([]);
    expect(put!.method).toBe("PUT");
    expect(await put!.json()).toEqual({
      ...EMPTY_TALENT,
      full_name: "Ruth A. Baker",
      city: "Dayton",
      state: "OH",
      headline: "Youth speaker",
      bio: "Twenty years of youth ministry.",
      topics: ["Youth", "Leadership"],
    });
    // The one write: the account is read back, never written separately.
    expect(api.requests.filter((sent) => sent.method !== "GET").map((sent) => new URL(sent.url).pathname)).toEqual([
      "/api/profiles/me/talent",
    ]);
    expect(api.sent("/api/users/me").map((sent) => sent.method)).toEqual(["GET"]);
    expect(getSessionState().user?.full_name).toBe("Ruth A. Baker");
    expect(screen.getByLabelText("Full name")).toHaveValue("Ruth A. Baker");
  });

  it("keeps the saved name in the session when the account cannot be read back", async () => {
    stubProfileApi({
      "/api/profiles/me/talent": () => json(200, mine()),
      "/api/users/me": () => apiError(503, "unavailable", "Try later"),
    });
    const user = userEvent.setup();
    renderEditor();
    const city = await screen.findByLabelText("City");
    await user.clear(city);
    await user.type(city, "Columbus");
    await user.click(screen.getByRole("button", { name: "Save profile" }));
    expect(await screen.findByText("No unsaved changes.")).toBeInTheDocument();
    expect(getSessionState().user?.city).toBe("Columbus");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("puts the server's field errors under their inputs, list items included", async () => {
    stubProfileApi({
      "/api/profiles/me/talent": () =>
        apiError(422, "validation_error", "Check the highlighted fields", {
          "topics.1": "String should have at most 40 characters",
          website_url: "Enter a full web address starting with https://",
        }),
    });
    const user = userEvent.setup();
    renderEditor();
    await user.type(await screen.findByLabelText("Topics"), ", Leadership");
    await user.click(screen.getByRole("button", { name: "Save profile" }));
    expect(await screen.findByText("String should have at most 40 characters")).toBeInTheDocument();
    expect(screen.getByLabelText("Topics")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("Enter a full web address starting with https://")).toBeInTheDocument();
    expect(screen.getByLabelText("Topics")).toHaveFocus();
    // Still unsaved: nothing was lost.
    expect(screen.getByText("You have unsaved changes.")).toBeInTheDocument();
  });

  it("shows the server's message when no field is to blame", async () => {
    stubProfileApi({ "/api/profiles/me/talent": () => apiError(403, "forbidden", "Only speakers and musicians have a talent profile") });
    const user = userEvent.setup();
    renderEditor();
    await user.click(await screen.findByRole("button", { name: "Save profile" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Only speakers and musicians have a talent profile");
  });

  it("asks before leaving with unsaved changes, in a dialog that keeps focus", async () => {
    stubProfileApi();
    const user = userEvent.setup();
    const { router } = renderEditor();
    await user.type(await screen.findByLabelText("Headline"), " and author");
    await user.click(screen.getByRole("link", { name: "Somewhere else" }));

    const dialog = await screen.findByRole("alertdialog", { name: "Leave without saving?" });
    const stay = within(dialog).getByRole("button", { name: "Stay on this page" });
    expect(stay).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.click(within(dialog).getByRole("button", { name: "Stay on this page" }));
    expect(router.state.location.pathname).toBe("/profile/edit");
    expect(screen.getByLabelText("Headline")).toHaveValue("Youth speaker and author");

    await user.click(screen.getByRole("link", { name: "Somewhere else" }));
    await user.click(await screen.findByRole("button", { name: "Leave without saving" }));
    expect(await screen.findByRole("heading", { name: "Elsewhere" })).toBeInTheDocument();
  });

  it("warns the browser before unloading only while there are unsaved changes", async () => {
    stubProfileApi();
    const user = userEvent.setup();
    renderEditor();
    const headline = await screen.findByLabelText("Headline");
    const clean = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
    await user.type(headline, "!");
    const dirty = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });

  it("leaves without asking when nothing changed", async () => {
    stubProfileApi();
    const user = userEvent.setup();
    renderEditor();
    await screen.findByLabelText("Headline");
    await user.click(screen.getByRole("link", { name: "Somewhere else" }));
    expect(await screen.findByRole("heading", { name: "Elsewhere" })).toBeInTheDocument();
  });

  it("focuses the field named in the address (#bio)", async () => {
    stubProfileApi();
    renderEditor("/profile/edit#bio");
    await waitFor(() => expect(screen.getByLabelText("Bio")).toHaveFocus());
  });

  it("focuses the photo button for #photo", async () => {
    stubProfileApi();
    renderEditor("/profile/edit#photo");
    await waitFor(() => expect(screen.getByRole("button", { name: "Upload photo" })).toHaveFocus());
  });
});

describe("profile photo", () => {
  beforeEach(() => setSession(sessionBody(SPEAKER)));
  afterEach(() => clearSession());

  const png = () =>
    new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])], "me.png", { type: "image/png" });

  it("refuses wrong files and files over 5 MB before uploading", async () => {
    const api = stubProfileApi();
    const user = userEvent.setup({ applyAccept: false });
    renderEditor();
    const input = await screen.findByLabelText("Profile photo");
    await user.upload(input, new File(["%PDF-1.7"], "cv.pdf", { type: "application/pdf" }));
    expect(await screen.findByText("Choose a JPEG, PNG or WebP image")).toBeInTheDocument();
    await user.upload(input, new File([new Uint8Array(5 * 1_048_576 + 1)], "huge.jpg", { type: "image/jpeg" }));
    expect(await screen.findByText("The photo is larger than 5 MB: choose a smaller one")).toBeInTheDocument();
    expect(api.sent("/api/profiles/me/photo")).toEqual([]);
  });

  it("uploads a photo as multipart and shows it", async () => {
    const api = stubProfileApi({ "/api/profiles/me/photo": () => json(200, { profile_photo: "/media/abc.webp" }) });
    const user = userEvent.setup();
    renderEditor();
    await user.upload(await screen.findByLabelText("Profile photo"), png());
    expect(await screen.findByRole("button", { name: "Change photo" })).toBeInTheDocument();
    const [request] = api.sent("/api/profiles/me/photo");
    expect(request!.method).toBe("PUT");
    expect(request!.headers.get("Content-Type")).not.toBe("application/json");
    expect(getSessionState().user?.profile_photo).toBe("/media/abc.webp");
    expect(screen.getAllByRole("img", { name: /Photo of/ })[0]).toHaveAttribute("src", "/media/abc.webp");
  });

  it("shows the server's reason when it refuses the photo", async () => {
    stubProfileApi({
      "/api/profiles/me/photo": () => apiError(422, "invalid_photo", "Upload a JPEG, PNG or WebP image", { photo: "Upload a JPEG, PNG or WebP image" }),
    });
    const user = userEvent.setup();
    renderEditor();
    await user.upload(await screen.findByLabelText("Profile photo"), png());
    expect(await screen.findByText("Upload a JPEG, PNG or WebP image")).toBeInTheDocument();
  });

  it("removes the photo", async () => {
    setSession(sessionBody({ ...SPEAKER, profile_photo: "/media/old.webp" }));
    const api = stubProfileApi({ "/api/profiles/me/photo": () => json(200, { profile_photo: null }) });
    const user = userEvent.setup();
    renderEditor();
    await user.click(await screen.findByRole("button", { name: "Remove photo" }));
    expect(await screen.findByRole("button", { name: "Upload photo" })).toBeInTheDocument();
    expect(api.sent("/api/profiles/me/photo")[0]!.method).toBe("DELETE");
    expect(getSessionState().user?.profile_photo).toBeNull();
  });
});
