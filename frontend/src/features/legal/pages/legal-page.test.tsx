import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { needMessages, switchLanguage } from "@/lib/i18n/language";
import { renderRoutes, stubApi } from "@/test/app-testing";
import { TermsOfServicePage } from "./terms-of-service-page";

const renderTerms = () => renderRoutes([{ path: "/terms-of-service", element: <TermsOfServicePage /> }], "/terms-of-service");

describe("legal pages", () => {
  beforeEach(() => stubApi({}));
  afterEach(() => switchLanguage("en"));

  it("shows the English text, the binding one, without a translation notice", () => {
    renderTerms();
    expect(screen.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeInTheDocument();
    expect(screen.getByText("Last updated November 1, 2026")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Accepting these terms" })).toHaveAttribute("href", "#accepting-these-terms");
    expect(screen.queryByRole("note")).not.toBeInTheDocument();
  });

  it("says at the top of a translation that the English text binds, and shows it on request", async () => {
    await needMessages("features/legal");
    await switchLanguage("es");
    const user = userEvent.setup();
    renderTerms();
    const notice = screen.getByRole("note");
    expect(notice).toHaveTextContent("El texto en inglés es la versión vinculante");
    expect(screen.getByRole("heading", { level: 1, name: "Términos del servicio" })).toBeInTheDocument();
    expect(screen.getByText("Última actualización: 1 de noviembre de 2026")).toBeInTheDocument();
    // Anchors stay those of the English headings, so shared links keep working.
    expect(screen.getByRole("link", { name: "Aceptación de estos términos" })).toHaveAttribute("href", "#accepting-these-terms");

    await user.click(screen.getByRole("link", { name: "Leer el original en inglés" }));
    const heading = await screen.findByRole("heading", { level: 1, name: "Terms of Service" });
    expect(heading.closest("[lang]")).toHaveAttribute("lang", "en");
    expect(screen.getByText("Last updated November 1, 2026")).toBeInTheDocument();
    expect(screen.getByRole("note")).toHaveTextContent("Está leyendo el original en inglés");

    await user.click(screen.getByRole("link", { name: "Volver a la traducción" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Términos del servicio" })).toBeInTheDocument();
  });
});
