import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

/**
 * Runs axe-core on the page: its serious and critical violations, and how many rules passed (a run
 * that checked nothing would have none). axe's source is evaluated by the browser's own protocol,
 * as a tester's console would, which the site's Content-Security-Policy does not govern: the page
 * is tested under the policy it has, and a script the policy refuses still shows as an error.
 */
export async function axeFindings(page: Page): Promise<{ serious: string[]; passes: number }> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    type AxeResults = {
      violations: { id: string; impact: string; nodes: { target: string[] }[] }[];
      passes: unknown[];
    };
    const axe = (window as unknown as { axe: { run: () => Promise<AxeResults> } }).axe;
    const results = await axe.run();
    return {
      serious: results.violations
        .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
        .map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
        ),
      passes: results.passes.length,
    };
  });
}
