import axe from 'axe-core'
import type { Page } from '@playwright/test'

/**
 * Runs axe-core in the page, in light and then dark, and returns what a person would be
 * blocked by: serious and critical violations, and content outside landmarks (the moderate
 * "region" rule). The light pass runs every rule on the whole document (shell, page, dialogs);
 * the dark pass runs only the rules whose outcome a theme can change (colours), since the
 * themes differ in tokens alone.
 *
 * axe-core runs directly rather than through AxeBuilder, whose default mode opens a second
 * page per analysis: this is one injection and one round trip per check.
 */
export async function accessibilityFindings(page: Page, scope?: string): Promise<string[]> {
  await page.evaluate(axe.source)
  return page.evaluate(async (scopeSelector) => {
    const { axe: runner } = window as unknown as { axe: typeof import('axe-core') }
    const root = document.documentElement
    const context = scopeSelector ? { include: [[scopeSelector]] } : document
    const findings: string[] = []
    const collect = (theme: string, results: import('axe-core').AxeResults) => {
      for (const violation of results.violations) {
        const blocking = violation.impact === 'serious' || violation.impact === 'critical'
        if (!blocking && violation.id !== 'region') continue
        for (const node of violation.nodes) {
          findings.push(`${theme} ${violation.id}: ${node.target.join(' ')} — ${violation.help}`)
        }
      }
    }
    const before = root.dataset.theme
    try {
      root.dataset.theme = 'light'
      collect(
        'light',
        await runner.run(context, {
          resultTypes: ['violations'],
          // experimental in axe 4.13, and exactly the user-menu bug we had: keep it on
          rules: { 'label-content-name-mismatch': { enabled: true } },
        }),
      )
      root.dataset.theme = 'dark'
      collect(
        'dark',
        await runner.run(context, {
          resultTypes: ['violations'],
          runOnly: { type: 'rule', values: ['color-contrast', 'link-in-text-block'] },
        }),
      )
    } finally {
      if (before === undefined) delete root.dataset.theme
      else root.dataset.theme = before
    }
    return findings
  }, scope)
}
