import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clearSession, setSession } from "@/lib/auth/session";
import { apiError, json, renderRoutes, sessionBody, stubApi, watchProviderPages } from "@/test/app-testing";
import { ManageBilling } from "./manage-billing";

function renderButton(onError = vi.fn()) {
  renderRoutes(
    [
      { path: "/settings", element: <ManageBilling returnTo="/settings" onError={onError} /> },
      { path: "/subscription", element: <p>Subscription page</p> },
    ],
    "/settings",
  );
  return onError;
}

describe("Manage Billing (the settings page's header)", () => {
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it("opens the billing portal, coming back to the page", async () => {
    setSession(sessionBody());
    const api = stubApi({
      "/api/billing/portal": () => json(200, { success: true, url: "http://127.0.0.1/test-payment?portal=bps_test_1", error: null }),
    });
    const leave = watchProviderPages();
    renderButton();
    await userEvent.click(screen.getByRole("button", { name: "Manage Billing" }));
    await vi.waitFor(() => expect(leave).toHaveBeenCalledWith("http://127.0.0.1/test-payment?portal=bps_test_1"));
    expect(await api.sent("/api/billing/portal")[0]!.json()).toEqual({ returnUrl: "/settings" });
  });

  it("sends an account without a subscription to the subscription page", async () => {
    setSession(sessionBody());
    stubApi({ "/api/billing/portal": () => apiError(404, "no_subscription", "You have no subscription to manage.") });
    const onError = renderButton();
    await userEvent.click(screen.getByRole("button", { name: "Manage Billing" }));
    expect(await screen.findByText("Subscription page")).toBeInTheDocument();
    expect(onError).not.toHaveBeenCalled();
  });

  it("hands the page spec 02's text when the portal fails", async () => {
    setSession(sessionBody());
    stubApi({ "/api/billing/portal": () => apiError(503, "payments_unavailable", "Down") });
    const onError = renderButton();
    await userEvent.click(screen.getByRole("button", { name: "Manage Billing" }));
    await vi.waitFor(() => expect(onError).toHaveBeenCalledWith(expect.stringMatching(/^Billing portal temporarily unavailable/)));
  });
});
