/**
 * Runs @doyensec/electronegativity over the main-process sources and over the built app (out/),
 * and fails on any finding that security/electronegativity-allow.json does not explain.
 * usage: npm run security   (builds first; `tsx scripts/security.ts` scans what is there)
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

interface Allowance {
  target: string
  check: string
  /** a path relative to the target; `*` matches any run of characters */
  file: string
  reason: string
}
interface Finding {
  target: string
  check: string
  file: string
  line: number
  message: string
}

const root = resolve(import.meta.dirname, '..')
const require = createRequire(import.meta.url)
const electronVersion = (require('electron/package.json') as { version: string }).version
const cli = require.resolve('@doyensec/electronegativity/dist/index.js')
/** what to scan, and the parser plugins its files need */
const TARGETS: Record<string, string[]> = { 'src-main': ['-p', 'typescript'], out: [] }

const allowFile = join(root, 'security/electronegativity-allow.json')
const allow = (JSON.parse(readFileSync(allowFile, 'utf8')) as { allow: Allowance[] }).allow
const unexplained = allow.filter((a) => !a.reason || a.reason.trim().length < 20)
if (unexplained.length) {
  console.error('Allow-list entries need a real reason:', unexplained)
  process.exit(1)
}

function scan(target: string): Finding[] {
  const dir = mkdtempSync(join(tmpdir(), 'electronegativity-'))
  const report = join(dir, 'report.sarif')
  try {
    execFileSync(
      process.execPath,
      [cli, '-i', join(root, target), '-o', report, '-r', '-e', electronVersion, ...TARGETS[target]],
      {
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    )
    const sarif = JSON.parse(readFileSync(report, 'utf8')) as {
      runs: {
        results: {
          ruleId: string
          message?: { text?: string }
          locations?: { physicalLocation?: { artifactLocation?: { uri?: string }; region?: { startLine?: number } } }[]
        }[]
      }[]
    }
    return sarif.runs.flatMap((run) =>
      run.results.map((r) => {
        const where = r.locations?.[0]?.physicalLocation
        return {
          target,
          check: r.ruleId,
          file: (where?.artifactLocation?.uri ?? '').replace(/^file:\/\/\/?/, ''),
          line: where?.region?.startLine ?? 0,
          message: r.message?.text ?? '',
        }
      }),
    )
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

const glob = (pattern: string) =>
  new RegExp(
    `^${pattern
      .split('*')
      .map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  )
const explains = (a: Allowance, f: Finding) => a.target === f.target && a.check === f.check && glob(a.file).test(f.file)

const missing = Object.keys(TARGETS).filter((t) => !existsSync(join(root, t)))
if (missing.length) {
  console.error(`Cannot scan ${missing.join(', ')}: run \`npm run build\` first (npm run security does).`)
  process.exit(1)
}

const findings = Object.keys(TARGETS).flatMap(scan)
const bad = findings.filter((f) => !allow.some((a) => explains(a, f)))
const unused = allow.filter((a) => !findings.some((f) => explains(a, f)))

for (const f of findings.filter((f) => !bad.includes(f))) {
  console.log(`explained  ${f.check}  ${f.target}/${f.file}:${f.line}`)
}
for (const a of unused)
  console.warn(`stale allow-list entry (no such finding any more): ${a.check} ${a.target}/${a.file}`)
if (bad.length) {
  console.error(`\n${bad.length} electronegativity finding(s) not explained in security/electronegativity-allow.json:`)
  for (const f of bad) console.error(`  ${f.check}  ${f.target}/${f.file}:${f.line}\n    ${f.message}`)
  process.exit(1)
}
console.log(`electronegativity ${electronVersion}: ${findings.length} finding(s), all explained.`)
