import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, json, renderRoutes, stubApi } from "@/test/app-testing";
import { MESSAGE_MS } from "../timings";
import { ChangePassword } from "./change-password";

function renderForm() {
  return renderRoutes(
    [
      {
        path: "/settings",
        element: (
          <>
            <ChangePassword email="ruth@example.org" />
            <Toaster />
          </>
        ),
      },
    ],
    "/settings",
  );
}

const field = (name: string) => screen.getByLabelText(name, { selector: "input" });

async function fill(user: ReturnType<typeof userEvent.setup>, current: string, next: string, confirm: string) {
  if (current) await user.type(field("Current password"), current);
  if (next) await user.type(field("New password"), next);
  if (confirm) await user.type(field("Confirm new password"), confirm);
}

describe("Change Password", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("shows the strength meter and whether the passwords match", async () => {
    stubApi({});
    const user = userEvent.setup();
    renderForm();
    await user.type(field("New password"), "abc");
    expect(screen.getByText("Weak")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Change Password" })).toBeDisabled();
    await user.type(field("New password"), "defgh1");
    expect(screen.getByText("Fair")).toBeInTheDocument();
    await user.type(field("New password"), "A!");
    expect(screen.getByText("Strong")).toBeInTheDocument();
    await user.type(field("Confirm new password"), "abc");
    expect(screen.getByText("Passwords do not match")).toBeInTheDocument();
    await user.clear(field("Confirm new password"));
    await user.type(field("Confirm new password"), "abcdefgh1A!");
    expect(screen.getByText("Passwords match")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Change Password" })).toBeEnabled();
  });

  it("checks the form before sending it", async () => {
    const api = stubApi({});
    const user = userEvent.setup();
    renderForm();
    await fill(user, "", "Better-Pass-1", "Better-Pass-2");
    await user.click(screen.getByRole("button", { name: "Change Password" }));
    expect(await screen.findByText("Current password is required")).toBeInTheDocument();
    expect(screen.getByText("New passwords do not match")).toBeInTheDocument();
    await user.type(field("Current password"), "Better-Pass-1");
    await user.clear(field("Confirm new password"));
    await user.type(field("Confirm new password"), "Better-Pass-1");
    await user.click(screen.getByRole("button", { name: "Change Password" }));
    expect(await screen.findByText("New password must be different from current password")).toBeInTheDocument();
    expect(api.sent("/api/auth/me/password")).toHaveLength(0);
  });

  it("changes the password: inputs disabled meanwhile, then the note for 8 s and an empty form", async () => {
    let answer: (response: Response) => void = () => undefined;
    const api = stubApi({ "/api/auth/me/password": () => new Promise((resolve) => (answer = resolve)) });
    const user = userEvent.setup();
    renderForm();
    await fill(user, "Old-Pass-1", "Better-Pass-1", "Better-Pass-1");
    await user.click(screen.getByRole("button", { name: "Show new password" }));
    expect(field("New password")).toHaveAttribute("type", "text");
    await user.click(screen.getByRole("button", { name: "Change Password" }));
    expect(await screen.findByRole("button", { name: "Changing password…" })).toBeDisabled();
    expect(field("Current password")).toBeDisabled();
    expect(field("New password")).toBeDisabled();
    expect(await api.sent("/api/auth/me/password")[0]!.json()).toEqual({
      current_password: "Old-Pass-1",
      new_password: "Better-Pass-1",
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await act(async () => answer(json(204, null)));
    await vi.waitFor(() => expect(screen.getAllByText("Password changed successfully").length).toBeGreaterThan(0));
    expect(screen.getByText("A confirmation email has been sent to ruth@example.org.")).toBeInTheDocument();
    expect(field("Current password")).toHaveValue("");
    expect(field("New password")).toHaveValue("");
    expect(field("New password")).toHaveAttribute("type", "password");
    await act(async () => vi.advanceTimersByTime(MESSAGE_MS.passwordSuccess));
    expect(screen.queryByText("A confirmation email has been sent to ruth@example.org.")).not.toBeInTheDocument();
  });

  it("shows the server's refusal in a banner and a toast", async () => {
    stubApi({ "/api/auth/me/password": () => apiError(400, "invalid_current_password", "Current password is incorrect") });
    const user = userEvent.setup();
    renderForm();
    await fill(user, "Wrong-Pass-1", "Better-Pass-1", "Better-Pass-1");
    await user.click(screen.getByRole("button", { name: "Change Password" }));
    expect(await screen.findAllByText("Password change failed")).not.toHaveLength(0);
    expect(screen.getByRole("alert")).toHaveTextContent("Current password is incorrect");
    expect(screen.getByRole("button", { name: "Try Again" })).toBeInTheDocument();
    expect(field("Current password")).toHaveValue("Wrong-Pass-1");
  });

  it("Clear Form empties the fields and the messages", async () => {
    stubApi({ "/api/auth/me/password": () => apiError(500, "internal", "Boom") });
    const user = userEvent.setup();
    renderForm();
    await fill(user, "Old-Pass-1", "Better-Pass-1", "Better-Pass-1");
    await user.click(screen.getByRole("button", { name: "Change Password" }));
    expect(await screen.findAllByText("Failed to update password")).not.toHaveLength(0);
    await user.click(screen.getByRole("button", { name: "Clear Form" }));
    expect(field("Current password")).toHaveValue("");
    expect(field("Confirm new password")).toHaveValue("");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
