import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CATALOGUE, checkoutOut } from "@/features/billing/test-fixtures";
import { apiError, json, renderRoutes, stubApi, watchProviderPages } from "@/test/app-testing";
import { GoPro } from "./go-pro";

describe("Go Pro on a free talent's dashboard", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("starts Pro monthly, back to the dashboard (spec 02 §7.6 Pro monthly upgrade)", async () => {
    const api = stubApi({ "/api/billing/plans": () => json(200, CATALOGUE), "/api/billing/checkout": () => json(200, checkoutOut()) });
    const leave = watchProviderPages();
    const user = userEvent.setup();
    renderRoutes([{ path: "/", element: <GoPro role="musician" /> }], "/");
    expect(await screen.findByText(/Musician Pro: unlimited applications.*for \$12\/month\./)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Upgrade to Pro" }));
    expect(await screen.findByRole("button", { name: "Setting up payment..." })).toBeDisabled();
    await vi.waitFor(() => expect(leave).toHaveBeenCalledWith(checkoutOut().url));
    expect(await api.sent("/api/billing/checkout")[0]!.json()).toEqual({
      priceId: "musician_monthly",
      role: "musician",
      mode: "subscription",
      quantity: 1,
      successUrl: "/dashboard?payment=success",
      cancelUrl: "/cancel",
    });
  });

  it("says why the upgrade could not start", async () => {
    stubApi({ "/api/billing/checkout": () => apiError(500, "internal", "Boom") });
    const user = userEvent.setup();
    renderRoutes([{ path: "/", element: <GoPro role="speaker" /> }], "/");
    await user.click(screen.getByRole("button", { name: "Upgrade to Pro" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to start upgrade process. Please try again.");
  });
});
