import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * axe-core's rules (WCAG 2.x A/AA and best practices, all but the experimental ones) on the page as
 * it is: one line per violation, with the rule, its help and the elements it found.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // Transitions are off (reducedMotion), but a dialog may still be mounting: wait for the frame.
  await page.evaluate('new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))');
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.map((v) => {
    const nodes = v.nodes.slice(0, 6).map((n) => {
      const why = n.failureSummary ? ` — ${n.failureSummary.split('\n').slice(1).join(' ').trim()}` : '';
      return `${n.target.join(' ')}${why}`;
    });
    return `${v.id}: ${v.help}\n    ${nodes.join('\n    ')}`;
  });
}
