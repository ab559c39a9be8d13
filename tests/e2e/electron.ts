import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { ElectronApplication } from 'playwright-core'

/** How the tests drive a real Electron: where its binary is, and native dialogs the test answers. */

/** the Electron binary installed with the dev dependencies, or null (none, or ASOBIBA_E2E=browser) */
export function electronBinary(): string | null {
  if (process.env.ASOBIBA_E2E === 'browser') return null
  try {
    const path = createRequire(import.meta.url)('electron') as unknown
    return typeof path === 'string' && existsSync(path) ? path : null
  } catch {
    return null
  }
}

/**
 * Replaces main's open and save dialogs with queues of answers: `nextOpen(path)` / `nextSave(path)`
 * queue what the next dialog of that kind returns (`null`: the user cancels).
 */
export function scriptedDialogs(app: ElectronApplication) {
  const queue = (kind: 'open' | 'save', path: string | null): Promise<void> =>
    app
      .evaluate(
        ({ dialog }, [k, p]) => {
          const g = globalThis as typeof globalThis & Record<string, (string | null)[]>
          const q = (g[`__asobiba_${k}`] ??= [])
          q.push(p)
          if (k === 'open') {
            dialog.showOpenDialog = () => {
              const next = q.shift() ?? null
              return Promise.resolve(
                next === null ? { canceled: true, filePaths: [] } : { canceled: false, filePaths: [next] },
              )
            }
          } else {
            dialog.showSaveDialog = () => {
              const next = q.shift() ?? null
              return Promise.resolve(
                next === null ? { canceled: true, filePath: '' } : { canceled: false, filePath: next },
              )
            }
          }
        },
        [kind, path] as const,
      )
      .then(() => undefined)
  return { nextOpen: (p: string | null) => queue('open', p), nextSave: (p: string | null) => queue('save', p) }
}
