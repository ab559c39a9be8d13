import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Problem } from '../../../shared/engine/types.js'
import { checkSave, loadScenario } from '../../../shared/formats/loadFile.js'
import {
  capProblems,
  forbiddenKeys,
  groupProblems,
  MORE_OF_KIND,
  PROBLEMS_PER_KIND,
} from '../../../shared/formats/problems.js'
import { countProblems } from '../../../shared/formats/library.js'
import { GAMES } from '../../../shared/games/registry.js'
import { formatProblems, hasMessage } from '../../../shared/i18n/index.js'
import { hostileSwishText } from '../../support/files.js'

const problem = (key: string, i: number): Problem => ({ path: `p[${i}]`, reason: { key } })

/** the obviously correct cap: count per kind, keep the first 100 of each, then one "more" per kind */
function slowCap(problems: Problem[], perKind: number): Problem[] {
  const total: Record<string, number> = {}
  for (const p of problems) total[p.reason.key] = (total[p.reason.key] ?? 0) + 1
  const out: Problem[] = []
  const seen: Record<string, number> = {}
  problems.forEach((p) => {
    const k = p.reason.key
    seen[k] = (seen[k] ?? 0) + 1
    if (seen[k] <= perKind) out.push(p)
    if (seen[k] === perKind && total[k] > perKind)
      out.push({ path: p.path, reason: { key: MORE_OF_KIND, params: { n: total[k] - perKind }, cause: p.reason } })
  })
  return out
}

describe('problem lists are capped: the first 100 of each kind, then how many more', () => {
  it('matches the slow model on random lists of problems', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('a.x', 'b.y', 'c.z'), { maxLength: 400 }),
        fc.integer({ min: 1, max: 120 }),
        (keys, per) => {
          const ps = keys.map(problem)
          expect(capProblems(ps, per)).toEqual(slowCap(ps, per))
          expect(countProblems(capProblems(ps, per))).toBe(ps.length)
        },
      ),
      { numRuns: 300 },
    )
  })

  it('groups by kind, with the count of those left out', () => {
    const ps = [...Array.from({ length: 150 }, (_, i) => problem('a.x', i)), problem('b.y', 0)]
    const groups = groupProblems(capProblems(ps))
    expect(groups.map((g) => [g.kind, g.problems.length, g.more])).toEqual([
      ['a.x', PROBLEMS_PER_KIND, 50],
      ['b.y', 1, 0],
    ])
  })

  it('the hostile 20 KB Swish pond is refused in well under 2 s with a short list grouped by kind', () => {
    const text = hostileSwishText()
    expect(text.length).toBeLessThan(24 * 1024)
    const t0 = performance.now()
    const res = loadScenario(text)
    const ms = performance.now() - t0
    expect(ms).toBeLessThan(2000)
    expect(res.ok).toBe(false)
    if (res.ok) return
    const groups = groupProblems(res.problems)
    for (const g of groups) expect(g.problems.length).toBeLessThanOrEqual(PROBLEMS_PER_KIND)
    const overlaps = groups.find((g) => g.kind === 'swish.problem.bonesOverlap')!
    // every pair of the 400 bones overlaps: 400 · 399 / 2
    expect(overlaps.problems.length + overlaps.more).toBe(79_800)
    expect(res.problems.length).toBeLessThan(1000)
    // still a pond the editor can open and repair
    expect(res.draft?.game).toBe('swish')
    for (const m of formatProblems(res.problems, 'fr')) expect(m.message).not.toContain('{')
    expect(hasMessage('ja', MORE_OF_KIND)).toBe(true)
  })
})

describe('a __proto__ key is reported, never silently dropped', () => {
  const base = GAMES.exxtra.defaultScenario

  it('in a scenario’s rules', () => {
    const text = JSON.stringify(base).replace('"rules":{', '"rules":{"__proto__":{"trackLength":3},')
    const res = loadScenario(text)
    expect(res.ok).toBe(false)
    if (!res.ok)
      expect(res.problems).toEqual([
        { path: 'rules.__proto__', reason: { key: 'format.forbiddenKey', params: { key: '__proto__' } } },
      ])
    expect(({} as Record<string, unknown>).trackLength).toBeUndefined()
  })

  it('anywhere in a save, with its path', () => {
    const doc = JSON.parse(
      `{"format":"asobiba.save","version":1,"scenario":${JSON.stringify(base)},"seats":[],"seed":1,"actions":[{"t":"roll","__proto__":{}}],"cursor":0,"savedAt":"2026-01-01T00:00:00.000Z"}`,
    ) as Record<string, unknown>
    const res = checkSave(doc)
    expect(res.ok).toBe(false)
    if (!res.ok)
      expect(res.problems[0]).toEqual({
        path: 'actions[0].__proto__',
        reason: { key: 'format.forbiddenKey', params: { key: '__proto__' } },
      })
  })

  it('is found at any depth without deep recursion, and ordinary keys named like it are left alone', () => {
    const deep = JSON.parse('['.repeat(50_000) + '{"__proto__":1}' + ']'.repeat(50_000)) as unknown
    expect(forbiddenKeys(deep)).toHaveLength(1)
    expect(forbiddenKeys({ constructor: { prototype: 1 }, proto: 2 })).toEqual([])
  })
})
