import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, posix, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The docs name commands, files and sections; this keeps them true. For README.md, CHANGELOG.md
 * and docs/*.md: every `npm run <script>` (and `npm start`, `npm test`) is a script of
 * package.json; every repository path written in code (inline or fenced) exists, `<x>` and `*`
 * standing for any one name; every relative link leads to a file, and its `#anchor` to a heading
 * of that file.
 */

const ROOT = resolve(import.meta.dirname, '../..')
const DOCS = [
  'README.md',
  'CHANGELOG.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
]

/** where repository paths start; build outputs (out/, dist-web/, release/) are made, not kept */
const ROOTS = [
  'src-main/',
  'src-renderer/',
  'src-server/',
  'shared/',
  'tests/',
  'scripts/',
  'resources/',
  'docs/',
  'security/',
  '.ci/',
  '.github/',
]
const SKIPPED_DIRS = new Set(['node_modules', '.git', 'out', 'dist-web', 'release', 'server-data'])

function listFiles(dir: string, into: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED_DIRS.has(entry.name)) continue
    const path = join(dir, entry.name)
    into.push(relative(ROOT, path).split('\\').join('/') + (entry.isDirectory() ? '/' : ''))
    if (entry.isDirectory()) listFiles(path, into)
  }
  return into
}
const FILES = listFiles(ROOT)

const scripts = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> })
  .scripts

/** the text of every code span and fenced block */
function codeOf(markdown: string): string[] {
  const fenced = [...markdown.matchAll(/^```[^\n]*\n([\s\S]*?)^```/gm)].map((m) => m[1])
  const rest = markdown.replace(/^```[^\n]*\n[\s\S]*?^```/gm, '')
  return [...fenced, ...[...rest.matchAll(/`([^`\n]+)`/g)].map((m) => m[1])]
}

/** repository paths named in code: tokens starting with one of ROOTS, trailing punctuation off */
export function pathsIn(markdown: string): string[] {
  const tokens = codeOf(markdown).flatMap((code) => code.split(/[\s"'=(),]+/))
  return tokens
    .map((t) => t.replace(/[.,;:)\]…]+$/, '').replace(/#.*$/, ''))
    .filter((t) => ROOTS.some((r) => t.startsWith(r)) && !t.includes('…'))
}

/** whether a path, with `<x>` and `*` standing for any one name, names a file or folder here */
export function exists(path: string, files: readonly string[] = FILES): boolean {
  if (!/[<*]/.test(path)) return files.includes(path) || files.includes(`${path.replace(/\/$/, '')}/`)
  const pattern = path
    .split(/(<[^>]*>|\*)/)
    .map((part) => (part === '*' || part.startsWith('<') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('')
  const re = new RegExp(`^${pattern}/?$`)
  return files.some((f) => re.test(f))
}

/** GitHub's anchor for a heading */
export function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[`*_]/g, '')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-')
}

function anchorsOf(markdown: string): Set<string> {
  const withoutCode = markdown.replace(/^```[^\n]*\n[\s\S]*?^```/gm, '')
  return new Set([...withoutCode.matchAll(/^#{1,6}\s+(.*)$/gm)].map((m) => slug(m[1])))
}

const text = (doc: string) => readFileSync(join(ROOT, doc), 'utf8')

describe('what the docs name exists', () => {
  it.each(DOCS)('%s: every npm command is a script of package.json', (doc) => {
    const named = [...text(doc).matchAll(/npm run ([a-z][\w:.-]*[\w])/g)].map((m) => m[1])
    named.push(...[...text(doc).matchAll(/npm (start|test)\b/g)].map((m) => m[1]))
    expect(named.filter((name) => !(name in scripts))).toEqual([])
  })

  it.each(DOCS)('%s: every repository path in its code exists', (doc) => {
    expect(pathsIn(text(doc)).filter((p) => !exists(p))).toEqual([])
  })

  it.each(DOCS)('%s: every relative link leads to a file and a heading', (doc) => {
    const broken: string[] = []
    for (const [, target] of text(doc).matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/.test(target)) continue
      const [file, anchor] = target.split('#')
      const path = file ? posix.normalize(posix.join(dirname(doc), file)) : doc
      if (!existsSync(join(ROOT, path))) broken.push(target)
      else if (anchor && path.endsWith('.md') && !anchorsOf(text(path)).has(anchor)) broken.push(target)
    }
    expect(broken).toEqual([])
  })

  it('README.md stays a page for users: at most 250 lines (issue 38)', () => {
    expect(text('README.md').trimEnd().split('\n').length).toBeLessThanOrEqual(250)
  })
})

describe('the checks themselves', () => {
  const files = ['shared/games/swish/rules.ts', 'shared/games/exxtra/', 'tests/e2e/share.e2e.ts']

  it('finds paths in inline code and fenced blocks, with trailing punctuation off', () => {
    const md = 'See `shared/games/swish/rules.ts`, and\n```sh\nnpx vitest run tests/e2e/share.e2e.ts\n```\n'
    expect(pathsIn(md)).toEqual(['tests/e2e/share.e2e.ts', 'shared/games/swish/rules.ts'])
  })

  it('reads <x> and * as any one name, and says when nothing matches', () => {
    expect(exists('shared/games/<id>/rules.ts', files)).toBe(true)
    expect(exists('tests/e2e/*.e2e.ts', files)).toBe(true)
    expect(exists('shared/games/exxtra', files)).toBe(true)
    expect(exists('shared/games/<id>/gone.ts', files)).toBe(false)
    expect(exists('tests/e2e/renamed.e2e.ts', files)).toBe(false)
  })

  it("makes GitHub's anchors", () => {
    expect(slug('Play online')).toBe('play-online')
    expect(slug('Drags at 60 fps, with 1,000 shapes')).toBe('drags-at-60-fps-with-1000-shapes')
    expect(slug('The `legalActions` p99')).toBe('the-legalactions-p99')
  })
})
