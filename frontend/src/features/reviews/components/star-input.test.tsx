import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { WithI18n } from "@/test/with-i18n";
import { StarInput } from "./star-input";

function Harness({ initial = null }: { initial?: number | null }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <>
      <button type="button">Before</button>
      <StarInput value={value} onChange={setValue} />
    </>
  );
}

describe("StarInput", () => {
  it("is a radio group named Rating with one radio per star", () => {
    render(<Harness />, { wrapper: WithI18n });
    expect(screen.getByRole("radiogroup", { name: "Rating" })).toBeInTheDocument();
    expect(screen.getAllByRole("radio")).toHaveLength(5);
    for (const name of ["1 star", "2 stars", "3 stars", "4 stars", "5 stars"]) {
      expect(screen.getByRole("radio", { name })).toBeInTheDocument();
    }
    expect(screen.getByRole("radio", { name: "3 stars" })).not.toBeChecked();
  });

  it("is chosen with the keyboard: Tab in, arrows move and choose", async () => {
    const user = userEvent.setup();
    render(<Harness />, { wrapper: WithI18n });
    await user.click(screen.getByRole("button", { name: "Before" }));
    await user.tab();
    expect(screen.getByRole("radio", { name: "1 star" })).toHaveFocus();
    await user.keyboard(" ");
    expect(screen.getByRole("radio", { name: "1 star" })).toBeChecked();
    await user.keyboard("{ArrowRight}{ArrowRight}{ArrowRight}");
    expect(screen.getByRole("radio", { name: "4 stars" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "4 stars" })).toHaveFocus();
    await user.keyboard("{ArrowLeft}");
    expect(screen.getByRole("radio", { name: "3 stars" })).toBeChecked();
  });

  it("starts from a chosen rating and takes a click", async () => {
    const user = userEvent.setup();
    render(<Harness initial={2} />, { wrapper: WithI18n });
    expect(screen.getByRole("radio", { name: "2 stars" })).toBeChecked();
    await user.click(screen.getByText("5 stars"));
    expect(screen.getByRole("radio", { name: "5 stars" })).toBeChecked();
  });

  it("shows its error, linked to the group", () => {
    render(<StarInput value={null} onChange={() => undefined} error="Choose a rating from 1 to 5 stars." />, { wrapper: WithI18n });
    expect(screen.getByRole("radiogroup", { name: "Rating" })).toHaveAccessibleDescription("Choose a rating from 1 to 5 stars.");
  });
});
