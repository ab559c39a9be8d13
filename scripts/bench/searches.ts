/**
 * A fixed amount of search, for timing one version of the code against another from outside
 * (`farm-bench --vs`): 60 searches of 500 iterations from the bench position, uniform playouts of
 * 50 actions as in `npm run bench`, or with the game's hooks.
 *   node --import tsx scripts/bench/searches.ts <checkout root> <game> [hooked]
 * The root is this repository or an older copy of it (`git archive <commit> shared scripts
 * resources package.json | tar -x -C <dir>`, node_modules linked), so both run the same script.
 */
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { checkRoot } from './roots.js'

const [rootArg, id, mode] = process.argv.slice(2)
if (!rootArg || !id) throw new Error('usage: searches.ts <checkout root> <game> [hooked]')
checkRoot(rootArg)
const root = pathToFileURL(path.resolve(rootArg)).href
const { benchPosition, gameById, uniformGame } = (await import(
  `${root}/scripts/bench/position.ts`
)) as typeof import('./position.js')
const { mcts } = (await import(`${root}/shared/ai/mcts.ts`)) as typeof import('../../shared/ai/mcts.js')
const g = gameById(id)
const from = benchPosition(g)
const hooked = mode === 'hooked'
const game = hooked ? g : uniformGame(g)
let iterations = 0
for (let k = 0; k < 60; k++)
  iterations += mcts(game, from, { seed: k + 1, iterations: 500, maxPlayout: hooked ? undefined : 50 }).stats.iterations
console.log(iterations)
