import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { needMessages, switchLanguage } from "@/lib/i18n/language";
import { renderRoutes, stubApi } from "@/test/app-testing";
import { HelpCenterPage } from "./help-center-page";

describe("HelpCenterPage", () => {
  beforeEach(() => stubApi({}));
  afterEach(() => switchLanguage("en"));

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

  it("searches the answers as they read in the language on screen", async () => {
    await needMessages("features/help");
    await switchLanguage("es");
    renderRoutes([{ path: "/help-center", element: <HelpCenterPage /> }], "/help-center?q=reembolso");
    expect(screen.getByRole("heading", { name: "Centro de ayuda" })).toBeInTheDocument();
    const answer = screen.getByText("¿Hay garantía de devolución del dinero?").closest("details")!;
    expect(within(answer).getByRole("link", { name: "página de contacto" })).toHaveAttribute("href", "/contact");
    expect(screen.getByText("1 respuesta encontrada")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Facturación y planes" })).toBeInTheDocument();
  });
});
