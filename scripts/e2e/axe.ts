import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** Serious and critical WCAG A/AA violations on the page as it is now, as readable lines. */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  // Colours are judged as drawn once the page has what it asked for: let toasts and dialogs
  // finish fading in, and what is still loading (aria-busy: the last results shown dimmed while
  // a search runs) arrive first.
  await page.waitForFunction(
    () =>
      document.querySelector('[aria-busy="true"]') === null &&
      document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
  const results = await new AxeBuilder({ page: page as never }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`);
}
