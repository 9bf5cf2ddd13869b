import { escapeHtml } from "../../lib/escape-html.js";
import type { ProvinceAdmin } from "./province-admin.entity.js";
import { problem, provinceAdminPage, signedInBar } from "./province-pages.js";

/** A diocese as its page shows it: its host names, the main one (the one its links name) first. */
export interface DiocesesHosts {
  id: number;
  name: string;
  hosts: readonly string[];
}

/**
 * A diocese's page of the province's administration (`/province/dioceses/<id>`): the host names
 * its site answers at, a form to give it another, and for each a button to make it the main one
 * or take it away. Plain HTML forms that need no script.
 */
export function diocesePage(
  admin: ProvinceAdmin,
  diocese: DiocesesHosts,
  outcome: { said?: string; refusal?: string; host?: string } = {},
): string {
  const action = (path: string, host: string, label: string) =>
    `<form method="post" action="/province/dioceses/${diocese.id}/hosts/${path}"><input type="hidden" name="host" value="${escapeHtml(host)}"><button type="submit">${label}</button></form>`;
  const rows = diocese.hosts
    .map(
      (host, index) =>
        `<tr><td>${escapeHtml(host)}</td><td>${index === 0 ? "Its links name this one" : action("main", host, "Make it the one its links name")}</td>` +
        `<td>${diocese.hosts.length > 1 ? action("remove", host, "Take it away") : ""}</td></tr>`,
    )
    .join("\n");
  return provinceAdminPage(
    `${diocese.name}: the province's dioceses`,
    `${signedInBar(admin)}
<p><a href="/province">All the dioceses</a></p>
<h1>${escapeHtml(diocese.name)}</h1>
${outcome.said ? `<p role="status">${escapeHtml(outcome.said)}</p>` : ""}
${problem(outcome.refusal)}
<h2>Its host names</h2>
<p>Its site answers at each. Point a host name's DNS at the province's servers before giving it.</p>
<table>
<thead><tr><th scope="col">Host name</th><th scope="col">Its links</th><th scope="col">Take away</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
<h2>Give it another host name</h2>
<form method="post" action="/province/dioceses/${diocese.id}/hosts">
<p><label for="host">Host name</label><br><small id="host-hint">Such as www.ackmumias.org, without https:// or a port</small><br>
<input id="host" name="host" type="text" required aria-describedby="host-hint" value="${escapeHtml(outcome.host ?? "")}"></p>
<p><button type="submit">Add the host name</button></p>
</form>`,
  );
}
