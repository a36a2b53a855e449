import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The impacts that block a doctor who relies on a screen reader, the keyboard or good contrast. */
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/** One line per serious or critical axe finding on the page as it is now: rule, impact, and where. */
export async function blockingAxeFindings(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${node.failureSummary ?? ''}`,
      ),
    );
}

/**
 * Every axe finding, whatever its impact, with label-content-name-mismatch (WCAG 2.5.3, still marked experimental
 * by axe) switched on: the consultation's states are held to no finding at all.
 */
export async function allAxeFindings(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'experimental'])
    .analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${node.failureSummary ?? ''}`,
    ),
  );
}
