import { render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { WithI18n } from "@/test/with-i18n";
import { SearchPageEmpty, SearchPagination } from "./search-states";

function renderAt(url: string, element: ReactNode) {
  render(<RouterProvider router={createMemoryRouter([{ path: "/speakers", element }], { initialEntries: [url] })} />, {
    wrapper: WithI18n,
  });
}

describe("SearchPagination", () => {
  it("shows nothing for a single page", () => {
    renderAt("/speakers", <SearchPagination params={new URLSearchParams()} page={1} hasMore={false} maxPage={50} />);
    expect(screen.queryByRole("navigation", { name: "Pagination" })).not.toBeInTheDocument();
  });

  it("links to the next page of the same search, with no Previous on page 1", () => {
    const params = new URLSearchParams("q=Ruth");
    renderAt("/speakers?q=Ruth", <SearchPagination params={params} page={1} hasMore maxPage={50} />);
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();
    expect(screen.getByRole("link", { name: "Next" })).toHaveAttribute("href", "/speakers?q=Ruth&page=2");
    expect(screen.getByText("Page 1")).toBeInTheDocument();
  });

  it("goes back to page 1 without a parameter, and no further than the API's last page", () => {
    const params = new URLSearchParams("q=Ruth&page=2");
    renderAt("/speakers?q=Ruth&page=2", <SearchPagination params={params} page={2} hasMore maxPage={2} />);
    expect(screen.getByRole("link", { name: "Previous" })).toHaveAttribute("href", "/speakers?q=Ruth");
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
  });
});

describe("SearchPageEmpty", () => {
  it("says the page is past the end and links to the first page", () => {
    const params = new URLSearchParams("topic=youth&page=9");
    renderAt("/speakers?topic=youth&page=9", <SearchPageEmpty noun="speakers" page={9} params={params} />);
    expect(screen.getByRole("status")).toHaveTextContent("There are no more speakers on page 9.");
    expect(screen.getByRole("link", { name: "Go to the first page" })).toHaveAttribute("href", "/speakers?topic=youth");
  });
});
