/**
 * File figures: `npx tsx scripts/bench/files.ts [--quick]`
 *   - per game, the longest legal save we can make of its default scenario (most seats, played to
 *     last: tests/support/longGames.ts), up to the game's stated bound, or for a game that states
 *     none yet up to the file limit; and the time the loader takes to check and replay it
 *   - the hostile 20 KB Swish pond of the files issue: time to refuse it, problems kept
 *   - the Continue list: time to list 300 saves from their summaries
 * The browser-side figures (worker, page, dialogs) come from tests/e2e/files.e2e.ts.
 */
import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { GameModule } from '../../shared/engine/types.js'
import { LIMITS } from '../../shared/formats/envelope.js'
import { loadSave, loadScenario } from '../../shared/formats/loadFile.js'
import { countProblems } from '../../shared/formats/library.js'
import { GAMES } from '../../shared/games/registry.js'
import { Library } from '../../src-main/library.js'
import { hostileSwishText, longestSave } from '../../tests/support/files.js'

const quick = process.argv.includes('--quick')

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.floor(s.length / 2)]
}

function timed<T>(f: () => T, runs: number): { ms: number; value: T } {
  const times: number[] = []
  let value!: T
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now()
    value = f()
    times.push(performance.now() - t0)
  }
  return { ms: median(times), value }
}

console.log('Longest legal save per game, and the time to open it (check + replay, median of 3, node):')
console.log('| game | seats | actions | ended | size | bound | open |')
console.log('|---|---:|---:|---|---:|---|---:|')
for (const game of Object.values<GameModule>(GAMES)) {
  let best = longestSave(game, Infinity, 7)
  // a few seeds: the longest of them (a bounded game's longest may depend on the dice)
  for (const seed of quick ? [] : [8, 9, 10]) {
    const next = longestSave(game, Infinity, seed)
    if (next.actions > best.actions) best = next
  }
  while (Buffer.byteLength(best.text) > LIMITS.fileBytes) best = longestSave(game, Math.floor(best.actions * 0.95), 7)
  const open = timed(() => loadSave(best.text), 3)
  if (!open.value.ok) throw new Error(`${game.id}: the longest save does not open`)
  const bound = game.maxActions ? `stated: ${game.maxActions(game.defaultScenario, best.seats)}` : 'none stated yet'
  console.log(
    `| ${game.id} | ${best.seats} | ${best.actions} | ${best.over ? 'yes' : 'no'} | ${Math.round(best.text.length / 1024)} KB | ${bound} | ${Math.round(open.ms)} ms |`,
  )
}

const hostile = hostileSwishText()
const refused = timed(() => loadScenario(hostile), 5)
if (refused.value.ok) throw new Error('the hostile pond must be refused')
console.log(
  `\nHostile Swish pond (${Math.round(hostile.length / 1024)} KB, 400 bones on one spot): refused in ${Math.round(refused.ms)} ms ` +
    `(median of 5), ${refused.value.problems.length} problems kept of ${countProblems(refused.value.problems)}`,
)

const dir = await mkdtemp(join(tmpdir(), 'asobiba-bench-files-'))
try {
  await mkdir(join(dir, 'saves'), { recursive: true })
  const exxtra = longestSave(GAMES.exxtra, Infinity, 7)
  for (let i = 0; i < 300; i++) await writeFile(join(dir, 'saves', `game-${i}.save.json`), exxtra.text)
  const t0 = performance.now()
  const listed = await new Library(dir).list()
  const first = performance.now() - t0
  const t1 = performance.now()
  await new Library(dir).list()
  console.log(
    `Continue list of ${listed.length} saves of ${Math.round(exxtra.text.length / 1024)} KB each: ${Math.round(first)} ms ` +
      `(a second library object, cold: ${Math.round(performance.now() - t1)} ms)`,
  )
} finally {
  await rm(dir, { recursive: true, force: true })
}
