import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api/client";
import { WithI18n } from "@/test/with-i18n";
import { AUTO_RETRY_DELAY_MS, ErrorScreen } from "./error-screen";

const networkError = new TypeError("Failed to fetch");
const bug = new Error("Cannot read properties of undefined");

describe("ErrorScreen", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("calls network failures a Connection Problem", () => {
    render(<ErrorScreen error={networkError} retries={0} onRetry={() => {}} />, { wrapper: WithI18n });
    expect(screen.getByRole("heading", { name: "Connection Problem" })).toBeInTheDocument();
  });

  it("calls gateway timeouts a Connection Problem too", () => {
    const timeout = new ApiError(504, { code: "gateway_timeout", message: "Timeout", fields: {} });
    render(<ErrorScreen error={timeout} retries={0} onRetry={() => {}} />, { wrapper: WithI18n });
    expect(screen.getByRole("heading", { name: "Connection Problem" })).toBeInTheDocument();
  });

  it("calls anything else Something went wrong, with an error id", () => {
    render(<ErrorScreen error={bug} retries={0} onRetry={() => {}} />, { wrapper: WithI18n });
    expect(screen.getByRole("heading", { name: "Something went wrong" })).toBeInTheDocument();
    expect(screen.getByText(/Error ID:/).textContent).toMatch(/Error ID: [0-9a-f]{12}/);
  });

  it("retries when Try Again is pressed", () => {
    const onRetry = vi.fn();
    render(<ErrorScreen error={bug} retries={2} onRetry={onRetry} />, { wrapper: WithI18n });
    fireEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByText("Attempt 2 of 5")).toBeInTheDocument();
  });

  it("disables the button at 5 retries", () => {
    render(<ErrorScreen error={bug} retries={5} onRetry={() => {}} />, { wrapper: WithI18n });
    expect(screen.getByRole("button", { name: "Max Retries Reached" })).toBeDisabled();
  });

  it("retries network errors by itself after 30 seconds", () => {
    const onRetry = vi.fn();
    render(<ErrorScreen error={networkError} retries={2} onRetry={onRetry} />, { wrapper: WithI18n });
    act(() => vi.advanceTimersByTime(AUTO_RETRY_DELAY_MS - 1));
    expect(onRetry).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("stops retrying by itself after 3 attempts", () => {
    const onRetry = vi.fn();
    render(<ErrorScreen error={networkError} retries={3} onRetry={onRetry} />, { wrapper: WithI18n });
    act(() => vi.advanceTimersByTime(AUTO_RETRY_DELAY_MS * 2));
    expect(onRetry).not.toHaveBeenCalled();
  });

  it("never retries other errors by itself", () => {
    const onRetry = vi.fn();
    render(<ErrorScreen error={bug} retries={0} onRetry={onRetry} />, { wrapper: WithI18n });
    act(() => vi.advanceTimersByTime(AUTO_RETRY_DELAY_MS * 2));
    expect(onRetry).not.toHaveBeenCalled();
  });
});
