import { expect, test } from "@playwright/test";
import { PASSWORD, signedInAccount } from "./accounts";

// Issue 23: the whole interface follows the language setting (English, Español, Français).

test("a speaker who chooses Español reads the pages in Spanish at once; English comes back word for word", async ({ page }) => {
  await signedInAccount(page, "speaker", { fullName: "Ruth Baker" });
  await page.goto("/settings");
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();

  await page.getByLabel("Language").selectOption({ label: "Español" });
  await page.getByRole("button", { name: "Save Changes" }).click();

  // Without a reload: the settings page, the navigation and the page's language.
  await expect(page.getByRole("heading", { name: "Configuración", level: 1 })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("banner").getByRole("link", { name: "Mensajes" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Información de la cuenta" })).toBeVisible();

  // A validation error, in the browser and from the server.
  const form = page.locator("section", { has: page.getByRole("heading", { name: "Cambiar contraseña" }) });
  await form.getByLabel("Contraseña actual", { exact: true }).fill("Not-The-Password-1!");
  await form.getByLabel("Nueva contraseña", { exact: true }).fill("Quiet-Waters-2027!");
  await form.getByLabel("Confirmar nueva contraseña", { exact: true }).fill("Still-Waters-2027!");
  await expect(form.getByText("Las contraseñas no coinciden")).toBeVisible();
  await form.getByLabel("Confirmar nueva contraseña", { exact: true }).fill("Quiet-Waters-2027!");
  await form.getByRole("button", { name: "Cambiar contraseña" }).click();
  await expect(form.getByRole("alert")).toHaveText("La contraseña actual es incorrecta");

  // The dashboard, and a date written the Spanish way.
  await page.getByRole("banner").getByRole("link", { name: "Panel" }).click();
  await expect(page).toHaveURL(/\/speaking-dashboard$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Ruth");
  await page.goto("/opportunities");
  await expect(page.getByRole("heading", { name: "Oportunidades", level: 1 })).toBeVisible();
  await expect(page.getByText(/\b\d{1,2} (ene|feb|mar|abr|may|jun|jul|ago|sept|oct|nov|dic)\b/).first()).toBeVisible();

  // The setting stays after a reload.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Oportunidades", level: 1 })).toBeVisible();

  // Signed in, the language is chosen in Settings only (the footer's picker is for visitors).
  await expect(page.getByRole("contentinfo").getByRole("combobox")).toHaveCount(0);

  // Back to English: the spec's own texts again.
  await page.goto("/settings");
  await page.getByRole("main").getByLabel("Idioma").selectOption({ label: "English" });
  await page.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByLabel("Language")).toHaveValue("en");
  await expect(page.getByRole("heading", { name: "Account Information" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Change Password" })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Messages" })).toBeVisible();
});

test.describe("a visitor whose browser prefers French", () => {
  test.use({ locale: "fr-FR" });

  test("sees the home page and sign-up in French, and may switch to English in the footer for good", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(
      page.getByRole("heading", { name: "Trouvez la bonne voix pour chaque dimanche, chaque conférence et chaque soirée de louange." }),
    ).toBeVisible();

    await page.goto("/signup");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Créez votre compte");
    await page.getByLabel("Mot de passe", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Créer un compte" }).click();
    await expect(page.getByText("Veuillez indiquer votre nom complet")).toBeVisible();

    // The footer's picker (on the home page: sign-up has no footer) switches to English, and the
    // choice is kept for the next visit.
    await page.goto("/");
    await page.getByRole("contentinfo").getByLabel("Langue").selectOption({ label: "English" });
    await expect(page.getByRole("heading", { name: "Find the right voice for every Sunday, conference and worship night." })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.goto("/signup");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create your account");
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByText("Please enter your full name")).toBeVisible();
  });
});
