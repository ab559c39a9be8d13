/** One bot-vs-bot match: `npx tsx scripts/bench/match.ts <game> <levelA> <levelB> <games>` */
import { GAMES } from '../../shared/games/registry.js'
import type { GameId } from '../../shared/engine/types.js'
import type { BotLevel } from '../../shared/formats/envelope.js'
import { playMatch } from './strength.js'

const [id, a, b, n] = process.argv.slice(2)
const game = GAMES[id as GameId]
if (!game) throw new Error(`unknown game ${id}`)
const r = playMatch(game, a as BotLevel, b as BotLevel, Number(n ?? 20))
console.log(`${id}: ${a} vs ${b}: ${a} wins ${(r.rate * 100).toFixed(1)}% of ${r.games} games (${(r.ms / 1000).toFixed(0)} s)`)
