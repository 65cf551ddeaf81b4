import { expect, test, type Page } from "@playwright/test";
import { urlWithPath } from "./site";

const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Search the help center" });
const answers = (page: Page) => page.getByRole("main").locator("details");

test.describe("help center search", () => {
  test("filters answers, keeps the query in the URL and offers contact when nothing matches", async ({
    page,
  }) => {
    await page.goto("/help-center");
    await expect(page.getByRole("heading", { level: 1, name: "Help Center" })).toBeVisible();
    const total = await answers(page).count();
    expect(total).toBeGreaterThan(1);
    await expect(page.getByText(`${total} answers`, { exact: true })).toBeVisible();

    await searchBox(page).fill("refund");
    await expect(page).toHaveURL(urlWithPath("/help-center", "?q=refund"));
    await expect(page.getByText(/^\d+ answers? found$/)).toBeVisible();
    const found = await answers(page).count();
    expect(found).toBeGreaterThan(0);
    expect(found).toBeLessThan(total);
    await expect(page.getByText(`${found} ${found === 1 ? "answer" : "answers"} found`)).toBeVisible();
    // Matching answers open up, and every one of them mentions the word.
    for (const answer of await answers(page).all()) {
      await expect(answer).toHaveAttribute("open", "");
      await expect(answer).toContainText(/refund/i);
    }
    await expect(page.getByText("Is there a money-back guarantee?")).toBeVisible();

    await searchBox(page).fill("xyzzy-plugh");
    await expect(page).toHaveURL(urlWithPath("/help-center", "?q=xyzzy-plugh"));
    await expect(page.getByText("0 answers found", { exact: true })).toBeVisible();
    await expect(page.getByText("No answers match “xyzzy-plugh”.")).toBeVisible();
    await expect(answers(page)).toHaveCount(0);
    await expect(page.getByRole("link", { name: "contact us", exact: true })).toHaveAttribute(
      "href",
      "/contact",
    );

    await searchBox(page).fill("");
    await expect(page).toHaveURL(urlWithPath("/help-center"));
    await expect(answers(page)).toHaveCount(total);
  });

  test("a shared ?q= link opens already filtered", async ({ page }) => {
    await page.goto("/help-center?q=refund");
    await expect(searchBox(page)).toHaveValue("refund");
    await expect(page.getByText(/^\d+ answers? found$/)).toBeVisible();
    await expect(page.getByText("Is there a money-back guarantee?")).toBeVisible();
  });
});
