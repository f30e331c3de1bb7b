import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * WCAG 2.1 AA violations of serious or critical impact on the page as it stands, one line each.
 * `exclude`: a selector axe leaves out (a sandboxed frame without scripts, which axe cannot enter).
 */
export async function seriousViolations(page: Page, exclude?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const results = await (exclude ? builder.exclude(exclude) : builder).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
