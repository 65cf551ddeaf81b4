import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clearSession, getSessionState, setSession } from "@/lib/auth/session";
import { apiError, json, renderRoutes, sessionBody, stubApi } from "@/test/app-testing";
import { YourData } from "./your-data";

function renderYourData(twoFactorEnabled = false) {
  return renderRoutes(
    [
      { path: "/settings", element: <YourData twoFactorEnabled={twoFactorEnabled} /> },
      { path: "/", element: <p>Home page</p> },
    ],
    "/settings",
  );
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: "Delete account" }));
  return screen.getByRole("dialog", { name: "Delete your account?" });
}

describe("Your data", () => {
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it("saves my data under the file name the server gives", async () => {
    setSession(sessionBody());
    // jsdom has no object URLs.
    vi.stubGlobal(
      "URL",
      class extends URL {
        static createObjectURL = () => "blob:data";
        static revokeObjectURL = () => {};
      },
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    const api = stubApi({
      "/api/users/me/export": () =>
        new Response("{}", {
          headers: { "Content-Type": "application/json", "Content-Disposition": 'attachment; filename="steeple-data-2026-11-23.json"' },
        }),
    });
    renderYourData();
    await userEvent.setup().click(screen.getByRole("button", { name: "Download my data" }));
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    expect((click.mock.instances[0] as unknown as HTMLAnchorElement).download).toBe("steeple-data-2026-11-23.json");
    expect(api.sent("/api/users/me/export")).toHaveLength(1);
    expect(screen.queryByText("Failed to download your data. Please try again.")).not.toBeInTheDocument();
  });

  it("deletes the account with the password, then signs out and goes home", async () => {
    setSession(sessionBody());
    const api = stubApi({ "/api/users/me/deletion": () => json(204, null) });
    const user = userEvent.setup();
    renderYourData();
    const dialog = await openDialog(user);
    const submit = within(dialog).getByRole("button", { name: "Delete my account" });
    expect(submit).toBeDisabled();
    expect(within(dialog).queryByLabelText("Two-factor code")).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText("Password", { selector: "input" }), "Shepherd-42!");
    await user.click(submit);
    expect(await screen.findByText("Home page")).toBeInTheDocument();
    expect(getSessionState().status).toBe("signed-out");
    expect(await api.sent("/api/users/me/deletion")[0]!.json()).toEqual({ password: "Shepherd-42!", code: null });
  });

  it("asks for a 6-character code when two-factor sign-in is on, and says when it is wrong", async () => {
    setSession(sessionBody());
    const api = stubApi({
      "/api/users/me/deletion": () => apiError(400, "invalid_code", "Invalid verification code. Please try again."),
    });
    const user = userEvent.setup();
    renderYourData(true);
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText("Password", { selector: "input" }), "Shepherd-42!");
    const submit = within(dialog).getByRole("button", { name: "Delete my account" });
    await user.type(within(dialog).getByLabelText("Two-factor code"), "12345");
    expect(submit).toBeDisabled();
    await user.type(within(dialog).getByLabelText("Two-factor code"), "6");
    await user.click(submit);
    expect(await within(dialog).findByText("Invalid verification code. Please try again.")).toBeInTheDocument();
    expect(await api.sent("/api/users/me/deletion")[0]!.json()).toEqual({ password: "Shepherd-42!", code: "123456" });
    expect(getSessionState().status).toBe("signed-in");
  });

  it("shows a wrong password under the field and the last admin's refusal as the server says it", async () => {
    setSession(sessionBody());
    let answer = () => apiError(400, "invalid_password", "Current password is incorrect", { password: "Current password is incorrect" });
    stubApi({ "/api/users/me/deletion": () => answer() });
    const user = userEvent.setup();
    renderYourData();
    const dialog = await openDialog(user);
    const password = within(dialog).getByLabelText("Password", { selector: "input" });
    await user.type(password, "Wrong-42!");
    await user.click(within(dialog).getByRole("button", { name: "Delete my account" }));
    expect(await within(dialog).findByText("Current password is incorrect")).toBeInTheDocument();
    expect(password).toHaveFocus();
    answer = () => apiError(409, "last_admin", "Make another member an admin before you delete your account.");
    await user.click(within(dialog).getByRole("button", { name: "Delete my account" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Make another member an admin before you delete your account.");
  });
});
