import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { FiltersToggle, SearchForm } from "./search-form";

describe("SearchForm", () => {
  it("is a named search landmark that searches on submit without leaving the page", () => {
    const onSubmit = vi.fn();
    render(
      <SearchForm label="Search speakers" onSubmit={onSubmit}>
        <button type="submit">Search</button>
      </SearchForm>,
    );
    expect(screen.getByRole("search", { name: "Search speakers" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });
});

describe("FiltersToggle", () => {
  it("says whether the filters are shown, and how many folded ones are in force", () => {
    const onToggle = vi.fn();
    const { rerender } = render(
      <FiltersToggle open={false} onToggle={onToggle} controls="more" active={2} showLabel="More filters" hideLabel="Fewer filters" />,
    );
    const toggle = screen.getByRole("button", { name: "More filters (2)" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveAttribute("aria-controls", "more");
    fireEvent.click(toggle);
    expect(onToggle).toHaveBeenCalledOnce();
    rerender(<FiltersToggle open onToggle={onToggle} controls="more" active={0} showLabel="More filters" hideLabel="Fewer filters" />);
    expect(screen.getByRole("button", { name: "Fewer filters" })).toHaveAttribute("aria-expanded", "true");
  });
});
