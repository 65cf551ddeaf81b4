import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { renderRoutes, stubApi } from "@/test/app-testing";
import { HelpCenterPage } from "./help-center-page";

describe("HelpCenterPage", () => {
  beforeEach(() => stubApi({}));

  it("renders the Contact page mentioned in an answer as a link to /contact", () => {
    renderRoutes([{ path: "/help-center", element: <HelpCenterPage /> }], "/help-center?q=refund");
    const answer = screen.getByText("Is there a money-back guarantee?").closest("details")!;
    expect(answer).toHaveAttribute("open");
    const link = within(answer).getByRole("link", { name: "Contact page" });
    expect(link).toHaveAttribute("href", "/contact");
    expect(answer).not.toHaveTextContent("/contact");
    expect(answer).toHaveTextContent("request a refund through support via our Contact page within 10 days.");
  });

  it("links every answer's mention of the Contact page", () => {
    renderRoutes([{ path: "/help-center", element: <HelpCenterPage /> }], "/help-center");
    const main = screen.getAllByRole("region");
    const links = main.flatMap((region) => within(region).queryAllByRole("link", { name: "Contact page" }));
    expect(links.length).toBeGreaterThanOrEqual(3);
    for (const link of links) expect(link).toHaveAttribute("href", "/contact");
    for (const region of main) expect(region).not.toHaveTextContent(/\s\/contact\b/);
  });
});
