import { describe, expect, it } from 'vitest'
import { checkScenario, loadScenario } from '../../../shared/formats/loadFile.js'
import { swish } from '../../../shared/games/swish/index.js'
import { scatterPond, ringSlots } from '../../../shared/games/swish/editor.js'
import { scenarioWith } from './helpers.js'
import type { SwishScenario } from '../../../shared/games/swish/types.js'

function problems(s: unknown) {
  const r = checkScenario(s)
  return r.ok ? [] : r.problems.map((p) => `${p.path} ${p.reason.key}`)
}

describe('the default pond', () => {
  it('passes checkScenario and round-trips through JSON', () => {
    expect(problems(swish.defaultScenario)).toEqual([])
    const r = loadScenario(JSON.stringify(swish.defaultScenario))
    expect(r.ok).toBe(true)
  })

  it('is 4 colours × 8 bones from the seeded scatter (seed 2010, radius 6, spacing 0.8), table radius = pond + 4', () => {
    const b = swish.defaultScenario.board
    expect(b.fish).toEqual(scatterPond({ counts: [8, 8, 8, 8], radius: 6, spacing: 0.8, seed: 2010 }))
    expect(b.pondRadius).toBe(6)
    expect(b.tableRadius).toBe(10)
    expect(b.slots).toEqual(ringSlots(12, 6.6))
  })

  it('the settings default as RULES.md says', () => {
    expect(swish.rulesSchema.parse({})).toEqual({
      jointLimit: 90,
      selfOverlap: 'forbidden',
      bonesPerColour: 8,
      stallRounds: 10,
    })
    expect(swish.defaultScenario.players).toEqual({ min: 2, max: 4 })
  })
})

describe('bad ponds are refused with path and reason', () => {
  it('NaN and infinite coordinates (z.number refuses them)', () => {
    expect(swish.boardSchema.safeParse({ ...swish.defaultScenario.board, pondRadius: Infinity }).success).toBe(false)
    const nan = scenarioWith((s) => {
      s.board.fish[3].x = NaN
    })
    expect(problems(nan)).toEqual(['board.fish[3].x format.invalidType'])
    const inf = scenarioWith((s) => {
      s.board.slots[1].heading = -Infinity
    })
    expect(problems(inf)[0]).toMatch(/^board\.slots\[1\]\.heading /)
  })

  it('unknown colours and unknown settings', () => {
    const s = scenarioWith((x) => {
      ;(x.board.fish[0] as { colour: string }).colour = 'purple'
    })
    expect(problems(s)).toEqual(['board.fish[0].colour format.invalidValue'])
    const t = scenarioWith((x) => {
      ;(x.rules as Record<string, unknown>).jointLimit = 45
    })
    expect(problems(t)[0]).toMatch(/^rules\.jointLimit /)
    const u = scenarioWith((x) => {
      ;(x.rules as Record<string, unknown>).wind = 3
    })
    expect(problems(u)).toEqual(['rules format.unknownKeys'])
  })

  it('more bones of a colour than the setting allows', () => {
    const s = scenarioWith((x) => {
      x.rules.bonesPerColour = 7
    })
    expect(problems(s)).toContain('board.fish swish.problem.tooManyOfColour')
  })

  it('overlapping bones and bones outside the pond', () => {
    const s = scenarioWith((x) => {
      x.board.fish[1] = { ...x.board.fish[0], colour: x.board.fish[1].colour, x: x.board.fish[0].x + 0.1 }
      x.board.fish[2] = { ...x.board.fish[2], x: 5.8, y: 0, angle: 0 }
    })
    const p = problems(s)
    expect(p).toContain('board.fish[1] swish.problem.bonesOverlap')
    expect(p).toContain('board.fish[2] swish.problem.outsidePond')
  })

  it('overlapping start fish, start places inside the pond or off the table, too few places', () => {
    const s = scenarioWith((x) => {
      x.board.slots[1] = { ...x.board.slots[0], x: x.board.slots[0].x + 0.2 }
      x.board.slots[2] = { x: 0, y: 2, heading: 90 }
      x.board.slots[3] = { x: 9.9, y: 0, heading: 180 }
    })
    const p = problems(s)
    expect(p).toContain('board.slots[1] swish.problem.slotsOverlap')
    expect(p).toContain('board.slots[2] swish.problem.slotInPond')
    expect(p).toContain('board.slots[3] swish.problem.slotOffTable')
    const few = scenarioWith((x) => {
      x.board.slots = x.board.slots.slice(0, 3)
    })
    expect(problems(few)).toEqual(['board.slots swish.problem.tooFewSlots'])
  })

  it('too few bones for the players to start, a colour no head can pair with, a table smaller than the pond', () => {
    const s = scenarioWith((x) => {
      x.board.fish = x.board.fish.filter((b) => b.colour === 'red').slice(0, 3)
    })
    const p = problems(s)
    expect(p).toContain('board.fish swish.problem.tooFewBones')
    expect(p).toContain('board.fish swish.problem.noBoneForHead')
    const t = scenarioWith((x) => {
      x.board.tableRadius = 6
    })
    expect(problems(t)).toContain('board.tableRadius swish.problem.tableSmallerThanPond')
  })

  it('a hostile file cannot ask for a huge pond', () => {
    const s = scenarioWith((x) => {
      x.board.fish = Array.from({ length: 5000 }, () => x.board.fish[0])
    })
    expect(problems(s)[0]).toBe('board.fish format.tooBig.array')
  })

  it('seats outside 2–4 are refused', () => {
    const s: SwishScenario = scenarioWith((x) => {
      x.players = { min: 1, max: 5 }
    })
    expect(problems(s)).toEqual(['players format.playersOutOfRange'])
  })
})
