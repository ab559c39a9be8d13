/**
 * Run by kinds.test.ts as `node --allow-natives-syntax --import tsx kinds.ts <games>`: plays
 * seeded random Swish games and prints, for each list a state holds (and legalActions' answer),
 * how many different V8 maps (elements kinds) its arrays came in. Natives syntax is not
 * TypeScript: the probe builds its one native call with `Function`.
 */
import { makeRand } from '../../../../shared/engine/rng.js'
import { swish } from '../../../../shared/games/swish/index.js'
import type { SwishState } from '../../../../shared/games/swish/types.js'

// eslint-disable-next-line @typescript-eslint/no-implied-eval -- natives syntax (%…) parses only in code built at run time
const sameMap = new Function('a', 'b', 'return %HaveSameMap(a, b)') as (a: unknown, b: unknown) => boolean
// eslint-disable-next-line @typescript-eslint/no-implied-eval -- as above
const kindOf = new Function(
  'a',
  "return (%HasHoleyElements(a) ? 'holey ' : 'packed ') + (%HasSmiElements(a) ? 'smi' : %HasDoubleElements(a) ? 'double' : 'object')",
) as (a: unknown) => string
const games = Number(process.argv[2] ?? 6)

/** per list, one array of each map met */
const kinds = new Map<string, unknown[]>()
function see(name: string, xs: unknown[]) {
  const met = kinds.get(name) ?? []
  if (!met.some((m) => sameMap(m, xs))) met.push(xs)
  kinds.set(name, met)
}

const rand = makeRand(11)
for (let game = 0; game < games; game++) {
  let s: SwishState = swish.setup(swish.defaultScenario, 2 + (game % 3), rand.seed())
  for (let k = 0; k < 400 && swish.toAct(s) !== null; k++) {
    see('pond', s.pond)
    see('slotOf', s.slotOf)
    see('fish', s.fish)
    see('sick', s.sick)
    see('options', s.options)
    for (const f of s.fish) if (f) see('fish.c', f.c)
    for (const f of s.fish) if (f) see('fish.p', f.p)
    const actions = swish.legalActions(s)
    see('legalActions', actions)
    s = swish.apply(s, actions[rand.int(actions.length)])
  }
}
console.log(JSON.stringify(Object.fromEntries([...kinds].map(([k, v]) => [k, v.map(kindOf)]))))
