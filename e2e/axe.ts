import axe from 'axe-core';
import type { Page } from '@playwright/test';

interface AxeInPage {
  run: (
    context: unknown,
    options: unknown,
  ) => Promise<{ violations: { id: string; help: string; nodes: { target: string[] }[] }[] }>;
}

/**
 * axe-core's default rules and the 24 px target size on the page as it is now, the sandbox panel (a developer tool) aside:
 * one line per violation, naming `what` and the elements. axe is injected once per document and
 * run in the page; a walk that moves in the app reuses it. (@axe-core/playwright evaluates its
 * 1.3 MB source twice and opens a blank page on every call: about ten times the cost per screen.)
 * The portal has no frames, so frames are not searched.
 */
export async function axeViolations(page: Page, what: string): Promise<string[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axe.source);
  const violations = await page.evaluate(async () => {
    const inPage = (window as unknown as { axe: AxeInPage }).axe;
    const results = await inPage.run(
      { exclude: [['#sandbox-panel']] },
      // target-size (WCAG 2.2's 24 px, 2.5.8) is off in axe by default: on here.
      { resultTypes: ['violations'], iframes: false, rules: { 'target-size': { enabled: true } } },
    );
    return results.violations.map(({ id, help, nodes }) => ({
      id,
      help,
      targets: nodes.map((node) => node.target.join(' ')),
    }));
  });
  return violations.map(
    ({ id, help, targets }) => `${what}: ${id} ${help} at ${targets.join(', ')}`,
  );
}
