import type { Page } from "playwright-core";

/** Signs in on the sign-in page the browser is on, and waits for the dashboard's welcome page. */
export async function signIn(page: Page, siteUrl: string, identifier: string, password: string) {
  await page.getByRole("textbox", { name: "E-mail or username", exact: true }).fill(identifier);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(`${siteUrl}/administrator/welcome`);
}
