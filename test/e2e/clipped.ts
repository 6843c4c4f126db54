import type { Locator, Page } from 'playwright-core';

/** The texts of the elements matching `selector` whose content overflows their box (cut off). */
export async function clipped(scope: Locator | Page, selector: string): Promise<string[]> {
  return scope
    .locator(selector)
    .evaluateAll((els) =>
      els
        .filter((e) => e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1)
        .map((e) => (e.textContent ?? '').trim()),
    );
}
