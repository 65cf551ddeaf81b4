import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearSession, setSession } from "@/lib/auth/session";
import { apiError, json, renderRoutes, sessionBody, stubApi } from "@/test/app-testing";
import { SecuritySettingsPanel } from "../security-settings-panel";

const OFF = { enabled: false, factor: null, recovery_codes_left: 0 };
const ON = {
  enabled: true,
  factor: { id: "f1", type: "totp", status: "verified", created_at: "2026-11-01T10:00:00Z" },
  recovery_codes_left: 10,
};
const ENROLLMENT = {
  factor_id: "f1",
  secret: "JBSWY3DPEHPK3PXPJBSWY3DP",
  otpauth_uri: "otpauth://totp/Steeple:ruth%40example.org?secret=JBSWY3DPEHPK3PXPJBSWY3DP&issuer=Steeple",
  qr_svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>',
};
const CODES = ["A1B2C3", "D4E5F6", "G7H8J9", "K1L2M3", "N4P5Q6", "R7S8T9", "U1V2W3", "X4Y5Z6", "ABC123", "DEF456"];
const DEVICES = [
  {
    id: "d2",
    current: false,
    created_at: "2026-11-01T10:00:00Z",
    last_used_at: "2026-11-02T10:00:00Z",
    expires_at: "2026-12-02T10:00:00Z",
  },
  {
    id: "d1",
    current: true,
    created_at: "2026-11-20T10:00:00Z",
    last_used_at: "2026-11-22T10:00:00Z",
    expires_at: "2026-12-22T10:00:00Z",
  },
];

/** The panel against a stand-in API whose two-factor status follows what the calls did. */
function renderPanel(handlers: Record<string, (request: Request) => Response | Promise<Response>> = {}) {
  const api = stubApi({
    "/api/auth/sessions": () => json(200, DEVICES),
    ...handlers,
  });
  const result = renderRoutes([{ path: "/settings", element: <SecuritySettingsPanel /> }], "/settings");
  return { ...result, api };
}

/** A two-factor status that turns on once /verify succeeded. */
function statefulTwoFactor(verify: (request: Request) => Response | Promise<Response>) {
  let enabled = false;
  return {
    "/api/auth/two-factor": () => json(200, enabled ? ON : OFF),
    "/api/auth/two-factor/enroll": () => json(201, ENROLLMENT),
    "/api/auth/two-factor/verify": async (request: Request) => {
      const response = await verify(request);
      if (response.ok) enabled = true;
      return response;
    },
  };
}

describe("Security Settings: two-factor setup", () => {
  beforeEach(() => setSession(sessionBody({ email_verified: true })));
  afterEach(() => {
    vi.useRealTimers();
    clearSession();
  });

  it("says 'Failed to start 2FA setup. Please try again.' when enrolling fails", async () => {
    renderPanel({
      "/api/auth/two-factor": () => json(200, OFF),
      "/api/auth/two-factor/enroll": () => json(500, { nothing: true }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Enable two-factor authentication" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to start 2FA setup. Please try again.");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("scan shows the QR code and the key; Verify only at 6 characters; Back returns to scan", async () => {
    renderPanel(statefulTwoFactor(() => json(200, { recovery_codes: CODES })));
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Enable two-factor authentication" }));

    const dialog = await screen.findByRole("dialog", { name: "Set up two-factor authentication" });
    expect(within(dialog).getByRole("heading", { name: "Scan the QR code" })).toBeInTheDocument();
    const qr = within(dialog).getByRole("img", { name: "QR code for your authenticator app" });
    expect(qr.getAttribute("src")).toMatch(/^data:image\/svg\+xml;utf8,%3Csvg/);
    expect(within(dialog).getByTestId("two-factor-secret")).toHaveTextContent("JBSW Y3DP EHPK 3PXP JBSW Y3DP");

    await user.click(within(dialog).getByRole("button", { name: "Next" }));
    expect(within(dialog).getByRole("heading", { name: "Enter the verification code" })).toBeInTheDocument();
    const input = within(dialog).getByLabelText("Verification code");
    expect(input).toHaveFocus();
    const verify = within(dialog).getByRole("button", { name: "Verify" });
    expect(verify).toBeDisabled();
    await user.type(input, "12345");
    expect(verify).toBeDisabled();
    await user.type(input, "67");
    expect(input).toHaveValue("123456");
    expect(verify).toBeEnabled();

    await user.click(within(dialog).getByRole("button", { name: "Back" }));
    expect(within(dialog).getByRole("heading", { name: "Scan the QR code" })).toHaveFocus();
    expect(within(dialog).getByRole("img", { name: "QR code for your authenticator app" })).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Next" }));
    expect(within(dialog).getByLabelText("Verification code")).toHaveValue("");
  });

  it("a wrong code says 'Invalid verification code. Please try again.' and stays on verify", async () => {
    renderPanel(
      statefulTwoFactor(() => apiError(400, "invalid_code", "Invalid verification code. Please try again.")),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Enable two-factor authentication" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Next" }));
    await user.type(within(dialog).getByLabelText("Verification code"), "000000");
    await user.click(within(dialog).getByRole("button", { name: "Verify" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Invalid verification code. Please try again.");
    expect(within(dialog).getByLabelText("Verification code")).toHaveValue("");
  });

  it("complete shows the 10 recovery codes once; Done clears the setup", async () => {
    const { api } = renderPanel(statefulTwoFactor(() => json(200, { recovery_codes: CODES })));
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Enable two-factor authentication" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Next" }));
    await user.type(within(dialog).getByLabelText("Verification code"), "123456");
    await user.click(within(dialog).getByRole("button", { name: "Verify" }));

    expect(await within(dialog).findByRole("heading", { name: "Save your recovery codes" })).toHaveFocus();
    expect(within(dialog).getAllByRole("listitem").map((item) => item.textContent)).toEqual(CODES);
    expect(await api.sent("/api/auth/two-factor/verify")[0]!.json()).toEqual({ code: "123456" });
    // The status underneath is read again: 2FA is on.
    expect(await screen.findByText("Two-factor authentication is on")).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Done" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.queryByText("A1B2C3")).not.toBeInTheDocument();
    expect(screen.queryByText(/JBSW/)).not.toBeInTheDocument();
    expect(screen.getByText(/10 recovery codes left/)).toBeInTheDocument();
  });

  it("copying the key says 'Copied!' for 2 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderPanel(statefulTwoFactor(() => json(200, { recovery_codes: CODES })));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await screen.findByRole("button", { name: "Enable two-factor authentication" }));
    const dialog = await screen.findByRole("dialog");

    await user.click(within(dialog).getByRole("button", { name: "Copy key" }));
    // user-event stands in for the clipboard.
    expect(await navigator.clipboard.readText()).toBe("JBSWY3DPEHPK3PXPJBSWY3DP");
    expect(within(dialog).getByRole("button", { name: "Copied!" })).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    expect(within(dialog).getByRole("button", { name: "Copy key" })).toBeInTheDocument();
  });

  it("asks an unverified account to verify its email before turning 2FA on", async () => {
    setSession(sessionBody({ email_verified: false }));
    renderPanel({ "/api/auth/two-factor": () => json(200, OFF) });
    expect(
      await screen.findByText("Verify your email address to turn on two-factor authentication."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Enable two-factor authentication" })).not.toBeInTheDocument();
  });
});

describe("Security Settings: two-factor on", () => {
  beforeEach(() => setSession(sessionBody({ email_verified: true })));
  afterEach(() => clearSession());

  it("disables with a code; a server fault says 'Failed to disable 2FA. Please try again.'", async () => {
    let enabled = true;
    let attempts = 0;
    const { api } = renderPanel({
      "/api/auth/two-factor": () => json(200, enabled ? ON : OFF),
      "/api/auth/two-factor/disable": () => {
        attempts += 1;
        if (attempts === 1) return apiError(400, "invalid_code", "Invalid verification code. Please try again.");
        if (attempts === 2) return json(503, {});
        enabled = false;
        return json(204, null);
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Disable two-factor authentication" }));
    const dialog = await screen.findByRole("dialog", { name: "Disable two-factor authentication" });
    const input = within(dialog).getByLabelText("Authentication code");
    const submit = within(dialog).getByRole("button", { name: "Disable two-factor authentication" });
    expect(submit).toBeDisabled();

    await user.type(input, "111111");
    await user.click(submit);
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Invalid verification code. Please try again.");

    await user.type(input, "222222");
    await user.click(submit);
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Failed to disable 2FA. Please try again.");

    // A recovery code works too, typed any way.
    await user.type(input, "abc-123");
    await user.click(submit);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await api.sent("/api/auth/two-factor/disable")[2]!.json()).toEqual({ code: "ABC123" });
    expect(await screen.findByText("Two-factor authentication is off")).toBeInTheDocument();
  });

  it("regenerates recovery codes with a current code and shows the new ones once", async () => {
    const { api } = renderPanel({
      "/api/auth/two-factor": () => json(200, { ...ON, recovery_codes_left: 3 }),
      "/api/auth/two-factor/recovery-codes": () => json(200, { recovery_codes: CODES }),
    });
    const user = userEvent.setup();
    expect(await screen.findByText(/3 recovery codes left/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Regenerate recovery codes" }));
    const dialog = await screen.findByRole("dialog", { name: "Regenerate recovery codes" });
    await user.type(within(dialog).getByLabelText("Authentication code"), "654321");
    await user.click(within(dialog).getByRole("button", { name: "Create new codes" }));
    expect(await within(dialog).findByRole("list", { name: "Recovery codes" })).toHaveTextContent("DEF456");
    expect(await api.sent("/api/auth/two-factor/recovery-codes")[0]!.json()).toEqual({ code: "654321" });
    await user.click(within(dialog).getByRole("button", { name: "Done" }));
    expect(screen.queryByText("DEF456")).not.toBeInTheDocument();
  });
});

describe("Security Settings: email verification and devices", () => {
  afterEach(() => {
    vi.useRealTimers();
    clearSession();
  });

  it("a verified email says so", async () => {
    setSession(sessionBody({ email_verified: true }));
    renderPanel({ "/api/auth/two-factor": () => json(200, OFF) });
    expect(screen.getByRole("heading", { name: "Security Settings" })).toBeInTheDocument();
    expect(screen.getByText("Your email address is verified.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Resend/ })).not.toBeInTheDocument();
  });

  it("resends verification: sent, then a 60 s countdown; failure 'Failed to send verification email.'", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setSession(sessionBody({ email_verified: false }));
    let fail = true;
    renderPanel({
      "/api/auth/two-factor": () => json(200, OFF),
      "/api/auth/resend-verification": () => (fail ? json(502, {}) : json(202, { message: "On its way." })),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole("button", { name: "Resend verification email" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to send verification email.");

    fail = false;
    await user.click(screen.getByRole("button", { name: "Resend verification email" }));
    expect(await screen.findByText(/Verification email sent!/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Resend in 60s" })).toBeDisabled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    expect(screen.getByRole("button", { name: "Resend verification email" })).toBeEnabled();
  });

  it("lists the devices, this one first, and signs the others out", async () => {
    setSession(sessionBody({ email_verified: true }));
    let signedOut = false;
    const { api } = renderPanel({
      "/api/auth/two-factor": () => json(200, OFF),
      "/api/auth/sessions": () => json(200, signedOut ? DEVICES.filter((device) => device.current) : DEVICES),
      "/api/auth/sessions/sign-out-others": () => {
        signedOut = true;
        return json(204, null);
      },
    });
    const user = userEvent.setup();
    const list = await screen.findByRole("list", { name: "Signed-in devices" });
    const rows = within(list).getAllByRole("listitem");
    expect(rows.map((row) => row.querySelector("p")?.textContent)).toEqual(["This device", "Another device"]);
    expect(rows[0]).toHaveTextContent(/Signed in Nov 20, 2026/);
    expect(rows[0]).toHaveTextContent(/Expires Dec 22, 2026/);

    await user.click(screen.getByRole("button", { name: "Sign out other devices" }));
    expect(await screen.findByText("Your other devices are signed out.")).toBeInTheDocument();
    expect(within(list).getAllByRole("listitem")).toHaveLength(1);
    expect(screen.getByRole("button", { name: "Sign out other devices" })).toBeDisabled();
    expect(api.sent("/api/auth/sessions/sign-out-others")).toHaveLength(1);
  });
});
