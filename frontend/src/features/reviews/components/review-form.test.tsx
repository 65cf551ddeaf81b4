import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { clearSession, setSession } from "@/lib/auth/session";
import { apiError, json, renderRoutes, sessionBody, stubApi } from "@/test/app-testing";
import { ReviewForm } from "./review-form";

const APPLICATION = "0b6c8f0e-5d1a-4f1e-9a8c-2f5d7c3b9e10";
const POST = `/api/applications/${APPLICATION}/review`;

function renderForm() {
  return renderRoutes([{ path: "/", element: <ReviewForm applicationId={APPLICATION} otherName="Grace Community Church" /> }], "/");
}

beforeEach(() => setSession(sessionBody({ needs_onboarding: false })));
afterEach(() => clearSession());

describe("ReviewForm", () => {
  it("asks for 1 to 5 stars and a text before sending anything", async () => {
    const api = stubApi({});
    renderForm();
    await userEvent.click(screen.getByRole("button", { name: "Submit review" }));
    expect(await screen.findByText("Choose a rating from 1 to 5 stars.")).toBeInTheDocument();
    expect(screen.getByText("Write a few words about how it went.")).toBeInTheDocument();
    expect(screen.getByRole("radiogroup", { name: "Rating" })).toHaveAccessibleDescription("Choose a rating from 1 to 5 stars.");
    expect(screen.getByLabelText("Your review")).toBeInvalid();

    // Spaces alone are no review either.
    await userEvent.click(screen.getByRole("radio", { name: "4 stars" }));
    await userEvent.type(screen.getByLabelText("Your review"), "   ");
    await userEvent.click(screen.getByRole("button", { name: "Submit review" }));
    expect(await screen.findByText("Write a few words about how it went.")).toBeInTheDocument();
    expect(screen.queryByText("Choose a rating from 1 to 5 stars.")).not.toBeInTheDocument();
    expect(api.sent(POST)).toHaveLength(0);
  });

  it("sends the stars and the trimmed text", async () => {
    const api = stubApi({ [POST]: () => json(201, { id: "r1" }) });
    renderForm();
    await userEvent.click(screen.getByRole("radio", { name: "5 stars" }));
    await userEvent.type(screen.getByLabelText("Your review"), "  A warm welcome and a great sound team.  ");
    await userEvent.click(screen.getByRole("button", { name: "Submit review" }));
    await expect.poll(() => api.sent(POST).length).toBe(1);
    expect(await api.sent(POST)[0]!.json()).toEqual({ rating: 5, text: "A warm welcome and a great sound team." });
  });

  it("shows the server's refusal", async () => {
    stubApi({ [POST]: () => apiError(409, "already_reviewed", "You have already reviewed this hire.") });
    renderForm();
    await userEvent.click(screen.getByRole("radio", { name: "3 stars" }));
    await userEvent.type(screen.getByLabelText("Your review"), "Fine.");
    await userEvent.click(screen.getByRole("button", { name: "Submit review" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("You have already reviewed this hire.");
  });
});
