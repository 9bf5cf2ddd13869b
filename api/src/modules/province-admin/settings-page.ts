import { escapeHtml } from "../../lib/escape-html.js";
import type { ProvinceAdmin } from "./province-admin.entity.js";
import { problem, provinceAdminPage, signedInBar } from "./province-pages.js";

/** What the form of the province's settings was sent, kept as it was when it is refused. */
export type SettingsForm = Partial<Record<"name" | "nameInKiswahili", string>>;

/**
 * The province's settings (`/province/settings`): its name in English and Kiswahili, which heads
 * every page of the province's site. A plain HTML form that needs no script.
 */
export function settingsPage(
  admin: ProvinceAdmin,
  form: SettingsForm,
  outcome: { said?: string; refusal?: string } = {},
): string {
  const field = (name: keyof SettingsForm, label: string, hint: string, required: boolean) =>
    `<p><label for="${name}">${label}</label><br><small id="${name}-hint">${hint}</small><br>` +
    `<input id="${name}" name="${name}" type="text" maxlength="120"${required ? " required" : ""} aria-describedby="${name}-hint" value="${escapeHtml(form[name] ?? "")}"></p>`;
  return provinceAdminPage(
    "The province's name",
    `${signedInBar(admin)}
<h1>The province's name</h1>
${outcome.said ? `<p role="status">${escapeHtml(outcome.said)}</p>` : ""}
${problem(outcome.refusal)}
<form method="post" action="/province/settings">
${field("name", "Name", "As the province's site heads its pages: Anglican Church of Kenya", true)}
${field("nameInKiswahili", "Name in Kiswahili", "Shown on the Kiswahili pages; the English name when left empty", false)}
<p><button type="submit">Save</button></p>
</form>`,
  );
}
