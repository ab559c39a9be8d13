/**
 * Checkout roots that the benchmarks load other versions of the rules from (`--before <dir>`,
 * searches.ts <root>). tsx decides whether a .ts file is an ES module or CommonJS by the nearest
 * package.json: in a copy without one (`git archive <commit> shared resources` alone) the same
 * code loads as CommonJS, where every imported binding is read through a getter, and the Swish
 * search ran 1.85 times slower (2.78 against 1.50 ms per state on 59 dense-pond states). A
 * comparison with such a copy handicaps it, so it is refused.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

export function checkRoot(root: string): void {
  const file = path.resolve(root, 'package.json')
  const type = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { type?: string }).type : undefined
  if (type !== 'module') {
    throw new Error(
      `${root} has no package.json with "type": "module": its TypeScript would load as CommonJS and run far slower ` +
        `than this checkout's. Unpack it with the package.json: git archive <commit> shared scripts resources ` +
        `package.json tsconfig.json | tar -x -C ${root}`,
    )
  }
}
