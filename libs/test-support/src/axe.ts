// axe-core in the page for the browser tests: the accessibility violations of what is on screen.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

// Evaluated through the browser protocol, not added as a <script>: the site's CSP (script-src 'self')
// rightly refuses an inline script tag. Read once, when a test file first imports this module.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly nodes: readonly { readonly target: readonly unknown[] }[];
}

/** What axe checks: the whole document (its title and language too) or only the page's body. */
export type AxeScope = 'document' | 'body';

/** Every violation axe finds in the page, with the selectors of the elements at fault. */
export async function axeViolations(page: Page, scope: AxeScope = 'document'): Promise<AxeViolation[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (within: AxeScope) => {
    // The page's globals, typed here: this package is checked without the DOM library.
    const { axe, document } = globalThis as unknown as {
      axe: { run: (context: unknown, options: object) => Promise<{ violations: AxeViolation[] }> };
      document: { body: unknown };
    };
    const result = await axe.run(within === 'body' ? document.body : document, { resultTypes: ['violations'] });
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map(({ target }) => ({ target })),
    }));
  }, scope);
}

/** The serious and critical violations of the whole document, one readable line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const violations = await axeViolations(page);
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
}
