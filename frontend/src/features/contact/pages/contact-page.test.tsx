import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { apiError, json, renderRoutes, stubApi } from "@/test/app-testing";
import { ContactPage } from "./contact-page";

function renderPage() {
  return renderRoutes([{ path: "/", element: <ContactPage /> }], "/");
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Your name"), "Ruth Baker");
  await user.type(screen.getByLabelText("Email"), "ruth@example.org");
  await user.type(screen.getByLabelText("Subject"), "Booking question");
  await user.type(screen.getByLabelText("Message"), "Can we book a band for Easter?");
}

describe("contact page", () => {
  it("shows every field's error and sends nothing when the form is empty", async () => {
    const { sent } = stubApi({ "/api/contact": () => json(201, {}) });
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByText("Please enter your name")).toBeInTheDocument();
    expect(screen.getByText(/Enter a valid email address/)).toBeInTheDocument();
    expect(screen.getByText("Subject must be at least 3 characters")).toBeInTheDocument();
    expect(screen.getByText(/Tell us a little more/)).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveAttribute("aria-invalid", "true");
    expect(sent("/api/contact")).toEqual([]);
  });

  it("sends valid input and thanks the sender", async () => {
    const { sent } = stubApi({
      "/api/contact": () =>
        json(201, {
          id: 1,
          name: "Ruth Baker",
          email: "ruth@example.org",
          subject: "Booking question",
          message: "Can we book a band for Easter?",
          created_at: "2026-11-22T10:00:00Z",
        }),
    });
    const user = userEvent.setup();
    renderPage();
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByText("Thank you, Ruth Baker!")).toBeInTheDocument();
    expect(await sent("/api/contact")[0]!.json()).toEqual({
      name: "Ruth Baker",
      email: "ruth@example.org",
      subject: "Booking question",
      message: "Can we book a band for Easter?",
    });
  });

  it("puts the server's field messages under the fields", async () => {
    stubApi({
      "/api/contact": () =>
        apiError(422, "validation_error", "Some fields need attention", {
          email: "value is not a valid email address: domain does not exist",
        }),
    });
    const user = userEvent.setup();
    renderPage();
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByText(/domain does not exist/)).toBeInTheDocument();
    expect(screen.queryByText(/Thank you/)).not.toBeInTheDocument();
  });
});
