/**
 * Share-link sizes and decoding times: `npx tsx scripts/bench/share.ts`. For each game's default
 * scenario, the web link (address of 40 characters) as plain JSON → DEFLATE → base64url would
 * make it, and as the app makes it (packed JSON, preset dictionary); then a saved game of 100
 * legal actions; then how long hostile links take to be refused (the last one in CPU time and heap).
 */
import { deflateSync, strToU8 } from 'fflate'
import type { GameModule } from '../../shared/engine/types.js'
import { SAVE_FORMAT, SAVE_VERSION, LIMITS } from '../../shared/formats/envelope.js'
import { GAMES } from '../../shared/games/registry.js'
import { decodePayload, encodePayload, toBase64Url, webLink } from '../../shared/share/codec.js'
import { DICTIONARY_V1 } from '../../shared/share/dictionary.js'

const ADDRESS = 'https://asobiba.example/play/index.html'
const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]
function time(f: () => unknown): number {
  return median(
    Array.from({ length: 5 }, () => {
      const t = performance.now()
      f()
      return performance.now() - t
    }),
  )
}

console.log('| game | JSON | plain link | app link | save of 100 actions: link | decode (ms) |')
console.log('|---|---:|---:|---:|---:|---:|')
for (const game of Object.values<GameModule>(GAMES)) {
  const sc = game.defaultScenario
  const json = JSON.stringify(sc)
  const plain = webLink(ADDRESS, toBase64Url(deflateSync(strToU8(json), { level: 9 })))
  const link = webLink(ADDRESS, encodePayload(sc))
  const seats = sc.players.min
  let state = game.setup(sc, seats, 1)
  const actions: unknown[] = []
  for (let i = 0; i < 100 && game.result(state) === null; i++) {
    const a = game.legalActions(state)[i % game.legalActions(state).length]
    actions.push(a)
    state = game.apply(state, a)
  }
  const save = {
    format: SAVE_FORMAT,
    version: SAVE_VERSION,
    scenario: sc,
    seed: 1,
    cursor: actions.length,
    actions,
    seats: Array.from({ length: seats }, (_, i) => ({ name: `P${i + 1}`, colour: '#d55e00' })),
    savedAt: new Date().toISOString(),
  }
  const payload = encodePayload(save)
  const ms = time(() => decodePayload(payload))
  console.log(
    `| ${game.id} | ${json.length} | ${plain.length} | ${link.length} | ${webLink(ADDRESS, payload).length} (${actions.length} actions) | ${ms.toFixed(2)} |`,
  )
}
const bomb = `1${toBase64Url(deflateSync(new Uint8Array(LIMITS.fileBytes + 1024).fill(32), { level: 9, dictionary: DICTIONARY_V1 }))}`
console.log(
  `bomb: ${bomb.length} characters that inflate past ${LIMITS.fileBytes} bytes; refused in ${time(() => decodePayload(bomb)).toFixed(1)} ms`,
)
const rows = `1${toBase64Url(deflateSync(strToU8(JSON.stringify({ '~': Array.from({ length: 200 }, (_, i) => `key${i}`), r: Array.from({ length: 20_000 }, () => []) })), { level: 9, dictionary: DICTIONARY_V1 }))}`
console.log(`packed-rows bomb: ${rows.length} characters; refused in ${time(() => decodePayload(rows)).toFixed(1)} ms`)
// a save whose log is 1.6 million empty actions: 4.8 MB of JSON, under the file limit, in a few KB
const empties = JSON.stringify({ format: SAVE_FORMAT, version: SAVE_VERSION, actions: [] }).replace(
  '"actions":[]',
  `"actions":[${'{},'.repeat(1_600_000)}{}]`,
)
const hostile = `1${toBase64Url(deflateSync(strToU8(empties), { level: 9, dictionary: DICTIONARY_V1 }))}`
const cpu = process.cpuUsage()
const heap = process.memoryUsage().heapUsed
const refused = decodePayload(hostile)
const used = process.cpuUsage(cpu)
const ms = (used.user + used.system) / 1000
console.log(
  `empty-actions link: ${hostile.length} characters, ${empties.length} bytes inflated whole; ${refused.ok ? 'decoded' : refused.problems[0].reason.key} after ${ms.toFixed(0)} ms of CPU, heap +${((process.memoryUsage().heapUsed - heap) / 1024 / 1024).toFixed(0)} MB`,
)
