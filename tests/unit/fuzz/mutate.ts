import fc from 'fast-check'

/** how many cases each fuzz property runs: a few thousand in CI, many more under `npm run fuzz` */
export const RUNS = Number(process.env.FUZZ_RUNS ?? 800)

type Json = null | boolean | number | string | Json[] | { [k: string]: Json }

/** every path (as keys) to a value inside a JSON document, down to a depth of 40 */
export function paths(
  doc: Json,
  prefix: (string | number)[] = [],
  out: (string | number)[][] = [],
): (string | number)[][] {
  out.push(prefix)
  if (prefix.length >= 40) return out
  if (Array.isArray(doc)) doc.forEach((v, i) => paths(v, [...prefix, i], out))
  else if (doc && typeof doc === 'object') for (const [k, v] of Object.entries(doc)) paths(v, [...prefix, k], out)
  return out
}

const nasty: fc.Arbitrary<Json> = fc.oneof(
  fc.constant(null),
  fc.constant('NaN'),
  fc.constant('Infinity'),
  fc.constant(1e308),
  fc.constant(-1e308),
  fc.constant(2 ** 53 + 1),
  fc.constant(-1),
  fc.constant(0.5),
  fc.constant(''),
  fc.constant('x'.repeat(20_000)),
  fc.constant([] as Json[]),
  fc.constant({}),
  fc.constant(true),
  fc.constant({ __proto__: { polluted: true } }),
  fc.constant(JSON.parse('{"__proto__": {"polluted": true}}') as Json),
  fc.constant({ constructor: { prototype: { polluted: true } } }),
  fc.constant(JSON.parse('['.repeat(400) + ']'.repeat(400)) as Json),
  fc.integer({ min: -1000, max: 1000 }),
  fc.string({ maxLength: 20 }),
  fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Json>,
)

export type Mutation =
  { op: 'delete'; at: number } | { op: 'set'; at: number; value: Json } | { op: 'version'; value: Json }

export const mutationArb: fc.Arbitrary<Mutation[]> = fc.array(
  fc.oneof(
    fc.record({ op: fc.constant('delete' as const), at: fc.nat() }),
    fc.record({ op: fc.constant('set' as const), at: fc.nat(), value: nasty }),
    fc.record({
      op: fc.constant('version' as const),
      value: fc.oneof(fc.integer({ min: -2, max: 5 }), fc.string(), fc.constant(null)),
    }),
  ),
  { minLength: 1, maxLength: 4 },
)

/** applies mutations to a deep copy of `doc` */
export function mutate(doc: Json, ms: Mutation[]): Json {
  const copy = JSON.parse(JSON.stringify(doc)) as Json
  for (const m of ms) {
    if (m.op === 'version') {
      if (copy && typeof copy === 'object' && !Array.isArray(copy)) copy.version = m.value
      continue
    }
    const all = paths(copy).filter((p) => p.length > 0)
    if (all.length === 0) continue
    const path = all[m.at % all.length]
    let parent: Json = copy
    for (const k of path.slice(0, -1)) parent = (parent as Record<string, Json>)[k as string]
    const last = path[path.length - 1]
    if (parent === null || typeof parent !== 'object') continue
    if (m.op === 'delete') {
      if (Array.isArray(parent)) parent.splice(last as number, 1)
      else delete (parent as Record<string, Json>)[last as string]
    } else {
      // a copy: the arbitraries hand out shared constants that must never be edited
      ;(parent as Record<string, Json>)[last as string] = JSON.parse(JSON.stringify(m.value)) as Json
    }
  }
  return copy
}
