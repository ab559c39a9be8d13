/**
 * One bot-vs-bot match: `npm run match -- <game> <levelA> <levelB> <games>`. Prints A's score
 * (a shared first place counts half) with its 95% Wilson interval, and both sides' thinking times.
 */
import os from 'node:os'
import { GAME_IDS } from '../../shared/engine/types.js'
import { seatSchema, type BotLevel } from '../../shared/formats/envelope.js'
import { gameById } from './position.js'
import { describeMatch, matchSeats, playMatch } from './strength.js'

const LEVELS = seatSchema.shape.bot.unwrap().options as readonly BotLevel[]
const usage = `usage: npm run match -- <game> <levelA> <levelB> <games> [--first <k>] [--wall]
  game: ${GAME_IDS.join(', ')}; levels: ${LEVELS.join(', ')}; games: a whole number from 1
  --first k: play games k, k + 1, … (each game's number seeds it), to split a long match into parts
  --wall: the budgets on the wall clock, as the app runs them (to time decisions, not to rate levels)
  --moves m: stop each game after m decisions (to time decisions: an unfinished game scores 0)`

function fail(message: string): never {
  console.error(`${message}\n${usage}`)
  process.exit(2)
}

const argv = process.argv.slice(2)
const wallAt = argv.indexOf('--wall')
const wall = wallAt >= 0
if (wall) argv.splice(wallAt, 1)
const movesAt = argv.indexOf('--moves')
const moves = movesAt >= 0 ? Number(argv.splice(movesAt, 2)[1]) : undefined
if (moves !== undefined && (!Number.isInteger(moves) || moves < 1))
  fail('--moves takes the number of decisions a game stops after, a whole number from 1')
const at = argv.indexOf('--first')
const first = at >= 0 ? Number(argv.splice(at, 2)[1]) : 0
if (!Number.isInteger(first) || first < 0) fail('--first takes the number of the first game, a whole number from 0')
const [id, a, b, n] = argv
if (!id || !a || !b || !n) fail('four arguments are needed')
if (!(GAME_IDS as readonly string[]).includes(id)) fail(`unknown game "${id}"`)
for (const level of [a, b]) if (!(LEVELS as readonly string[]).includes(level)) fail(`unknown bot level "${level}"`)
const games = Number(n)
if (!Number.isInteger(games) || games < 1) fail(`the number of games must be a whole number from 1, not "${n}"`)

const g = gameById(id)
const seats = matchSeats(g)
console.log(
  `${id}: ${a} vs ${b}, ${games} games from game ${first}, ${seats > 2 ? `one ${a} against ${seats - 1} ${b}` : '2 seats'}, seats rotating; ` +
    `budgets on ${wall ? 'the wall clock' : 'CPU time'}; ${os.availableParallelism()} cores, Node ${process.version}, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
)
for (const line of describeMatch(
  a as BotLevel,
  b as BotLevel,
  playMatch(g, a as BotLevel, b as BotLevel, games, { first, wall, moves, progress: (line) => console.error(line) }),
))
  console.log(line)
