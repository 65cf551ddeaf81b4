import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api/client";
import { WithI18n } from "@/test/with-i18n";
import { LoadProblem } from "./load-problem";

const refusal = (status: number) => new ApiError(status, { code: "refused", message: "Not yours.", fields: {} });

describe("LoadProblem", () => {
  it("says what failed and why, and tries again", async () => {
    const onRetry = vi.fn();
    render(<LoadProblem title="We couldn't load the speakers." error={new TypeError("Failed to fetch")} onRetry={onRetry} retrying={false} />, {
      wrapper: WithI18n,
    });
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("We couldn't load the speakers.");
    expect(alert).toHaveTextContent("Check your connection and try again.");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it("shows a retry in progress", () => {
    render(<LoadProblem title="Failed" error={new Error("x")} onRetry={() => {}} retrying />, { wrapper: WithI18n });
    expect(screen.getByRole("button", { name: "Trying again…" })).toBeDisabled();
  });

  it("offers no retry when the server refused for good, only the other ways on", () => {
    const { rerender } = render(
      <LoadProblem title="Failed" error={refusal(403)} onRetry={() => {}} retrying={false}>
        <button type="button">Clear filters</button>
      </LoadProblem>,
      { wrapper: WithI18n },
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Not yours.");
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
    expect(screen.getByRole("button", { name: "Clear filters" })).toBeInTheDocument();
    // Too many requests is worth trying again, later.
    rerender(<LoadProblem title="Failed" error={refusal(429)} onRetry={() => {}} retrying={false} />);
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
