import type { ReactNode } from "react";
import { fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, Link, Outlet, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { WithI18n } from "@/test/with-i18n";
import { DashboardErrorBoundary, PageErrorBoundary, PaymentErrorBoundary } from "./boundaries";

let broken = true;
function Flaky() {
  if (broken) throw new Error("render failed");
  return <p>Recovered</p>;
}

function renderAt(element: ReactNode) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Link to="/other">Elsewhere</Link>
            <PageErrorBoundary>
              <Outlet />
            </PageErrorBoundary>
          </>
        ),
        children: [
          { path: "/", element },
          { path: "/other", element: <p>Other page</p> },
        ],
      },
    ],
    { initialEntries: ["/"] },
  );
  return render(<RouterProvider router={router} />, { wrapper: WithI18n });
}

describe("PageErrorBoundary", () => {
  it("counts retries while the error recurs and recovers when it stops", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    broken = true;
    renderAt(<Flaky />);
    expect(screen.getByRole("heading", { name: "Something went wrong" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Try Again" }));
    fireEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(screen.getByText("Attempt 2 of 5")).toBeInTheDocument();
    broken = false;
    fireEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(screen.getByText("Recovered")).toBeInTheDocument();
  });

  it("clears when the page changes", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    broken = true;
    renderAt(<Flaky />);
    fireEvent.click(screen.getByRole("link", { name: "Elsewhere" }));
    expect(screen.getByText("Other page")).toBeInTheDocument();
  });
});

describe("payment and dashboard fallbacks", () => {
  function Broken(): ReactNode {
    throw new Error("boom");
  }

  function renderInRouter(element: ReactNode) {
    const router = createMemoryRouter([{ path: "/", element }]);
    return render(<RouterProvider router={router} />, { wrapper: WithI18n });
  }

  it("shows Payment System Error with Try Again and Go to Dashboard", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderInRouter(
      <PaymentErrorBoundary>
        <Broken />
      </PaymentErrorBoundary>,
    );
    expect(screen.getByRole("heading", { name: "Payment System Error" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try Again" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to Dashboard" })).toHaveAttribute("href", "/dashboard");
  });

  it("shows Dashboard Error with Reload Dashboard and Go Home", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderInRouter(
      <DashboardErrorBoundary>
        <Broken />
      </DashboardErrorBoundary>,
    );
    expect(screen.getByRole("heading", { name: "Dashboard Error" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Reload Dashboard" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go Home" })).toHaveAttribute("href", "/");
  });
});
