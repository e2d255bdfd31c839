import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { visuallySettled } from './settled';

// Issue 14 §6: no serious or critical WCAG 2 A/AA fault on any screen the suite shows.
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Runs axe-core (WCAG 2.0/2.1 A and AA rules) on the page as it is shown and fails on any serious or
 * critical violation, listing each rule with the elements it found. `screen` names what is checked.
 */
export async function expectNoSeriousA11yViolations(page: Page, screen: string): Promise<void> {
  // A dialog or toast still fading in would be judged on its half-transparent colours.
  await visuallySettled(page);
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = violations.filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''));
  const report = serious.map((violation) =>
    [
      `${violation.id} (${violation.impact}, ${violation.nodes.length}): ${violation.help}`,
      ...violation.nodes
        .slice(0, 5)
        .map((node) => `  ${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1).join(' ').trim()}`),
      ...(violation.nodes.length > 5 ? [`  … and ${violation.nodes.length - 5} more`] : []),
    ].join('\n'),
  );
  expect(report, `axe on ${screen}:\n${report.join('\n')}`).toEqual([]);
}
