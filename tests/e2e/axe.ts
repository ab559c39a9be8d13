import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

/** one rule axe-core finds broken, with the elements that break it */
interface Violation {
  id: string
  impact: string | null
  help: string
  nodes: { target: string[] }[]
}

declare global {
  interface Window {
    axe?: { run(context: Document, options: object): Promise<{ violations: Violation[] }> }
  }
}

let source: Promise<string> | null = null

/**
 * Runs axe-core on the page as it is and returns its serious and critical violations, one line
 * each (at most four elements named). The script is evaluated through the debugging protocol, so
 * the app's CSP stays as it is.
 */
export async function axeScan(page: Page): Promise<string[]> {
  source ??= readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(await source)
  const violations = await page.evaluate(async () => {
    const res = await window.axe!.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    })
    return res.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target })),
    }))
  })
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id} (${v.help}): ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 4)
          .join(' | ')}`,
    )
}
