/**
 * `npm run bench:bundle`: what the renderer downloads before the home screen can run, and every
 * chunk beside it (issue 18 §5). It reads the builds already on disk, so build first:
 *   npm run web:build && npx electron-vite build && npm run bench:bundle
 * (the npm script does the three). For each build (web edition: dist-web/, desktop: out/) it
 * prints the initial JS (the entry chunk and everything it imports statically, as the Vite manifest
 * says), its gzip size, and each chunk's raw and gzip size; for the desktop build also the preload.
 * gzip is zlib's default level, as Vite reports it. Options: --all (list every chunk, not just the
 * 25 largest).
 */
import os from 'node:os'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { GAME_IDS, type GameId } from '../../shared/engine/types.js'

interface ManifestChunk {
  file: string
  name?: string
  src?: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}
type Manifest = Record<string, ManifestChunk>

const root = resolve(import.meta.dirname, '../..')
const listAll = process.argv.includes('--all')
const LIMIT_GZIP = 150 * 1024

const kB = (n: number) => `${(n / 1024).toFixed(1)} kB`
const gz = (buf: Buffer) => gzipSync(buf).length

function walkFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name)
    return statSync(p).isDirectory() ? walkFiles(p) : [p]
  })
}

/** the entry chunk and its static imports, transitively: what the page loads before it runs */
function initialFiles(manifest: Manifest): Set<string> {
  const seen = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || seen.has(chunk.file)) return
    seen.add(chunk.file)
    for (const dep of chunk.imports ?? []) visit(dep)
  }
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key)
  return seen
}

/**
 * What must stay out of the first load (issue 18 §5): zod's chunk, each game's module (rules,
 * schemas, bots) and each game's texts. Each is its own chunk (a dynamic entry, or the zod group);
 * one that something loaded at start imports statically would be in the initial set.
 */
const KEPT_OUT: { label: string; test: (key: string, c: ManifestChunk) => boolean }[] = [
  { label: 'zod', test: (_k, c) => c.name === 'zod' },
  // a game's module chunk is named after it (rolldown names a chunk after its main module's export)
  { label: 'game modules', test: (_k, c) => GAME_IDS.includes(c.name as GameId) },
  {
    label: 'game texts',
    test: (_k, c) => /shared\/(games\/\w+\/(insight-)?messages|stats\/messages)\.ts$/.test(c.src ?? ''),
  },
]

function keptOut(manifest: Manifest, initial: Set<string>): boolean {
  let ok = true
  const parts = KEPT_OUT.map(({ label, test }) => {
    const chunks = Object.entries(manifest).filter(([k, c]) => test(k, c))
    const inside = chunks.filter(([, c]) => initial.has(c.file))
    if (inside.length || !chunks.length) ok = false
    return `${label} ${chunks.length - inside.length}/${chunks.length}`
  })
  console.log(`  kept out of the initial JS: ${parts.join(', ')} (${ok ? 'all' : 'NOT all'})`)
  return ok
}

function report(name: string, outDir: string): boolean {
  const manifestPath = join(outDir, '.vite/manifest.json')
  if (!existsSync(manifestPath)) {
    console.log(`\n${name}: no ${manifestPath} (build it first)`)
    return true
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest
  const initial = initialFiles(manifest)
  const chunks = walkFiles(outDir)
    .filter((p) => p.endsWith('.js'))
    .map((p) => {
      const file = p.slice(outDir.length + 1)
      const buf = readFileSync(p)
      return { file, raw: buf.length, gzip: gz(buf), initial: initial.has(file), worker: /\.worker-/.test(file) }
    })
    .sort((a, b) => b.gzip - a.gzip)
  const first = chunks.filter((c) => c.initial)
  const total = (cs: typeof chunks, k: 'raw' | 'gzip') => cs.reduce((s, c) => s + c[k], 0)
  const initialGzip = total(first, 'gzip')
  const small = initialGzip <= LIMIT_GZIP
  console.log(`\n${name} (${outDir.slice(root.length + 1)})`)
  console.log(
    `  initial JS: ${first.length} chunk(s), ${kB(total(first, 'raw'))} raw, ${kB(initialGzip)} gzip` +
      ` (target ≤ ${kB(LIMIT_GZIP)}: ${small ? 'met' : 'NOT met'})`,
  )
  const ok = keptOut(manifest, initial) && small
  console.log(`  all JS: ${chunks.length} chunks, ${kB(total(chunks, 'raw'))} raw, ${kB(total(chunks, 'gzip'))} gzip`)
  const shown = listAll ? chunks : chunks.slice(0, 25)
  for (const c of shown) {
    const tag = c.initial ? 'initial' : c.worker ? 'worker' : 'lazy'
    console.log(`  ${kB(c.raw).padStart(10)} ${kB(c.gzip).padStart(10)}  ${tag.padEnd(7)} ${c.file}`)
  }
  if (shown.length < chunks.length) console.log(`  … ${chunks.length - shown.length} smaller chunks (--all lists them)`)
  return ok
}

function preload(outDir: string) {
  const dir = join(outDir, 'preload')
  if (!existsSync(dir)) return
  for (const p of walkFiles(dir).filter((f) => /\.c?js$/.test(f))) {
    const buf = readFileSync(p)
    console.log(`  preload ${p.slice(root.length + 1)}: ${kB(buf.length)} raw, ${kB(gz(buf))} gzip`)
  }
}

console.log(`bundle sizes — ${os.cpus().length} cores, node ${process.version}, gzip = zlib default level`)
const webOk = report('web edition', join(root, 'dist-web'))
const desktopOk = report('desktop renderer', join(root, 'out/renderer'))
preload(join(root, 'out'))
process.exitCode = webOk && desktopOk ? 0 : 1
