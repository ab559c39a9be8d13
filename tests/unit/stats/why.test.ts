import { describe, expect, it } from 'vitest'
import { makeRand, type Rand } from '../../../shared/engine/rng.js'
import type { BaseAction, BaseState, GameId, GameModule, Reason } from '../../../shared/engine/types.js'
import { GAME_IDS } from '../../../shared/engine/types.js'
import { translate, LOCALES } from '../../../shared/i18n/index.js'
import { GAMES } from '../../../shared/games/registry.js'
import { exxtra } from '../../../shared/games/exxtra/index.js'
import { kakekko } from '../../../shared/games/kakekko/index.js'
import { recess } from '../../../shared/games/recess/index.js'
import { swish } from '../../../shared/games/swish/index.js'
import { ADVICE, WHY } from '../../../shared/stats/registry.js'
import { rollShowing } from '../../../shared/games/exxtra/rules.js'
import type { ExxtraState } from '../../../shared/games/exxtra/types.js'
import { OFF } from '../../../shared/games/exxtra/types.js'
import { stepsLeft } from '../../../shared/games/kakekko/reach.js'
import type { KakekkoAction, KakekkoState } from '../../../shared/games/kakekko/types.js'
import type { RecessAction, RecessState } from '../../../shared/games/recess/types.js'
import { terms, WEIGHTS, type RecessTerms } from '../../../shared/games/recess/why.js'
import { cellName } from '../../../shared/games/recess/board.js'
import type { SwishState } from '../../../shared/games/swish/types.js'
import { COLOURS } from '../../../shared/games/swish/types.js'
import { stepJoints } from '../../../shared/games/swish/fish.js'

/** every (state, action) a few seeded games pass through: the heuristic bot's move, and now and then a random one */
function positions<S extends BaseState, A extends BaseAction, R, B>(
  g: GameModule<S, A, R, B>,
  games: number,
  cap: number,
): { s: S; a: A }[] {
  const out: { s: S; a: A }[] = []
  for (let k = 0; k < games; k++) {
    const rand: Rand = makeRand(100 + k)
    let s = g.setup(g.defaultScenario, 2 + (k % 2), 40 + k)
    while (g.toAct(s) !== null && out.length < cap * (k + 1)) {
      const a = rand.float() < 0.25 ? g.bots.random(s, rand) : g.bots.heuristic(s, rand)
      out.push({ s, a })
      s = g.apply(s, a)
    }
  }
  return out
}

/** action types the positions below reach in every game (the rarer ones have their own tests) */
const PLAYED: Record<GameId, string[]> = {
  recess: ['pass', 'kid', 'nun', 'shove'],
  kakekko: ['roll', 'raise', 'walk', 'connect', 'rest', 'end'],
  exxtra: ['roll', 'place'],
  swish: ['pick', 'step', 'eat', 'stop', 'pass'],
}

/** the verbs the English advice begins with */
const IMPERATIVE = /^(Walk|Keep|Move|Shove|Send|Pass|Let|Roll|Spend|Rest|Ink|Draw|End|Place|Take|Swim|Stop|Swallow)\b/

/** a slow model of the turn ending: the seat on turn changed, or the turn restarted with no roll made */
const endsTurn = (before: ExxtraState, after: ExxtraState) => after.seat !== before.seat || after.rolls === 0

describe('hints say why: each reason matches the move it explains', () => {
  it.each(GAME_IDS)('%s: every reason is a message in ja, en and fr with its placeholders filled', (id) => {
    const seen = new Set<string>()
    for (const { s, a } of positions(GAMES[id], 2, 150)) {
      const r: Reason = WHY[id](s, a)
      seen.add(r.key)
      for (const l of LOCALES) {
        const text = translate(l, r)
        expect(text, `${l} ${r.key}`).not.toBe(r.key)
        expect(text, `${l} ${r.key}`).not.toMatch(/\{\w+\}/)
      }
    }
    expect(seen.size).toBeGreaterThan(1)
  })

  it.each(GAME_IDS)(
    '%s: the suggested move reads as advice (an imperative sentence) in ja, en and fr for every action type',
    (id) => {
      const g = GAMES[id]
      const types = new Set<string>()
      for (const { s } of positions(GAMES[id], 2, 120)) {
        const legal = g.legalActions(s)
        // a spread of at most 12 of them: a Swish fish has up to 181 steps
        const every = Math.ceil(legal.length / 12)
        for (const a of legal.filter((_, i) => i % every === 0)) {
          types.add(a.t)
          const r = ADVICE[id](s, a)
          expect(r.key.startsWith(`${id}.advice.`), r.key).toBe(true)
          // advice speaks to the player on turn: it never names them as a log line does
          expect(r.params?.seat === undefined || r.params.seat !== g.toAct(s), r.key).toBe(true)
          for (const l of LOCALES) {
            const text = translate(l, r)
            expect(text, `${l} ${r.key}`).not.toBe(r.key)
            expect(text, `${l} ${r.key}`).not.toMatch(/\{\w+\}/)
            expect(text, `${l} ${r.key}`).not.toBe(translate(l, g.describe(s, a)))
          }
          expect(translate('en', r)).toMatch(IMPERATIVE)
        }
      }
      expect([...types]).toEqual(expect.arrayContaining(PLAYED[id]))
    },
  )

  it('the rarer actions read as advice too: a fighter staying, a tattle, a timeout, a secret base', () => {
    const kid = positions(recess, 1, 200).find(({ s }) => s.kp[s.cur * 4] >= 0)!.s
    const cell = cellName([Math.floor(kid.kp[kid.cur * 4] / kid.board.width), kid.kp[kid.cur * 4] % kid.board.width])
    const say = (id: GameId, s: BaseState, a: RecessAction | KakekkoAction) => translate('en', ADVICE[id](s, a))
    expect(say('recess', kid, { t: 'stay', kid: kid.cur * 4 })).toBe(
      `Keep your boy on ${cell} in the fight and take a coin.`,
    )
    expect(say('recess', kid, { t: 'tattle', to: [2, 3] })).toBe('Send the nun to the fight at D3.')
    expect(say('recess', kid, { t: 'timeout' })).toBe('Let the time run out.')
    const race = positions(kakekko, 1, 40).find(({ s }) => s.phase === 'act')!.s
    expect(say('kakekko', race, { t: 'make', square: 12 })).toBe('Draw a secret base on square 12.')
    const rare: [GameId, BaseState, RecessAction | KakekkoAction][] = [
      ['recess', kid, { t: 'stay', kid: kid.cur * 4 + 2 }],
      ['recess', kid, { t: 'tattle', to: [2, 3] }],
      ['recess', kid, { t: 'timeout' }],
      ['kakekko', race, { t: 'make', square: 12 }],
    ]
    for (const l of LOCALES)
      for (const [id, s, a] of rare) expect(translate(l, ADVICE[id](s, a)), l).not.toMatch(/\{\w+\}|advice/)
  })

  it('Exxtra: "stop now: k of n rolls would end your turn" counts exactly the rolls that end it (every face pair tried)', () => {
    let stops = 0
    for (const { s, a } of positions(exxtra, 4, 400)) {
      const r = WHY.exxtra(s, a)
      if (r.key === 'exxtra.hintWhy.stop' || r.key === 'exxtra.hintWhy.rollAgain') {
        let bad = 0
        let total = 0
        for (let ia = 0; ia < s.faces[0].length; ia++) {
          for (let ib = 0; ib < s.faces[1].length; ib++) {
            total++
            if (endsTurn(s, rollShowing(s, ia, ib, s.rng))) bad++
          }
        }
        expect(r.params).toMatchObject({ bad, total })
        expect(s.rolls).toBeGreaterThan(0)
        expect(a.t).toBe(r.key === 'exxtra.hintWhy.stop' ? 'place' : 'roll')
        if (r.key === 'exxtra.hintWhy.stop') stops++
      }
      if (r.key === 'exxtra.hintWhy.knockOne') {
        const after = GAMES.exxtra.apply(s, a) as ExxtraState
        const seat = r.params!.seat as number
        expect(s.rung[seat]).not.toBe(OFF)
        expect(after.rung[seat] === OFF || after.seat === seat).toBe(true)
      }
      if (r.key === 'exxtra.hintWhy.stop' && a.t === 'place') expect(r.params!.rung).toBe(a.rung)
    }
    expect(stops).toBeGreaterThan(0)
  })

  it('Kakekko: a walk’s "to n steps from the goal" is the pawn’s distance after the step, a shortcut’s saving is the distance without it minus with it', () => {
    const g = GAMES.kakekko
    const counts: Record<string, number> = {}
    for (const { s, a } of positions(kakekko, 3, 400)) {
      const r = WHY.kakekko(s, a)
      const k = r.key.split('.').pop()!
      counts[k] = (counts[k] ?? 0) + 1
      const seat = s.queue[0]
      const after = g.apply(s, a) as KakekkoState
      if (k === 'walk') {
        expect(stepsLeft(after)[seat]).toBe(r.params!.to)
        expect(stepsLeft(s)[seat]).toBe(r.params!.from)
        expect(r.params!.to).toBeLessThan(r.params!.from as number)
      }
      if (k === 'connect') {
        expect(stepsLeft(s)[seat] - stepsLeft(after)[seat]).toBe(r.params!.saves)
        expect(r.params!.saves).toBeGreaterThan(0)
      }
      if (k === 'shortcut') {
        const slot = s.g.slots.findIndex(
          (sl) =>
            s.inked[s.g.slots.indexOf(sl)] &&
            [s.g.ids[sl.a], s.g.ids[sl.b]].sort().join() === [r.params!.a, r.params!.b].sort().join(),
        )
        expect(slot).toBeGreaterThanOrEqual(0)
        const without = { ...s, inked: s.inked.map((v, i) => v && i !== slot) }
        expect(stepsLeft(without)[seat] - stepsLeft(s)[seat]).toBe(r.params!.saves)
      }
      if (k === 'raiseHome')
        expect(s.roll[seat] + (a as { marbles: number }).marbles).toBeGreaterThanOrEqual(stepsLeft(s)[seat])
      if (k === 'rest') expect(after.hand[seat]).toBe(r.params!.hand)
      if (k === 'finish') expect(after.done[seat]).toBe(true)
    }
    expect(counts.walk).toBeGreaterThan(0)
  })

  it('Recess: the reason names the term of the bot’s score that gains most, with its figures before and after', () => {
    const counts: Record<string, number> = {}
    for (const { s, a } of positions(recess, 2, 300)) {
      const r = WHY.recess(s, a)
      const k = r.key.split('.').pop()!
      counts[k] = (counts[k] ?? 0) + 1
      if (a.t === 'pass' || a.t === 'timeout' || k === 'nothing') continue
      const after = GAMES.recess.apply(s, a) as RecessState
      const before = terms(s, s.cur)
      const now = terms(after, s.cur)
      const term = k as keyof RecessTerms
      // the pair's figures are walking steps, detention not counted (hint-claims.test.ts checks them)
      if (term !== 'pair') expect(r.params).toMatchObject({ from: before[term], to: now[term] })
      const gain = WEIGHTS[term] * (now[term] - before[term])
      expect(gain).toBeGreaterThan(0)
      for (const t of Object.keys(WEIGHTS) as (keyof RecessTerms)[])
        expect(WEIGHTS[t] * (now[t] - before[t])).toBeLessThanOrEqual(gain)
      // the coins a reason claims are the coins the move takes
      if (k === 'coins') expect(after.coins[s.cur] - s.coins[s.cur]).toBe(r.params!.n)
    }
    expect(Object.keys(counts).length).toBeGreaterThan(2)
  })

  it('Swish: "swallows a fish" swallows one of that colour and grows; "heads for a fish" names the nearest one it can digest', () => {
    const g = GAMES.swish
    const counts: Record<string, number> = {}
    for (const { s, a } of positions(swish, 2, 300)) {
      const r = WHY.swish(s, a)
      const parts = r.key.split('.')
      const k = parts[2]
      counts[k] = (counts[k] ?? 0) + 1
      if (k === 'swallow') {
        expect(a.t).toBe('step')
        const after = g.apply(s, a) as SwishState
        const colour = COLOURS.indexOf(r.cause!.key.split('.').pop() as (typeof COLOURS)[number])
        const gone = s.pond.filter((f) => !after.pond.some((x) => x.id === f.id))
        expect(gone.map((f) => f.c)).toContain(colour)
        expect(after.fish[s.seat]!.c.length).toBe(s.fish[s.seat]!.c.length + 1)
      }
      if ((k === 'toward' || k === 'towardAvoid') && a.t === 'step') {
        const colour = COLOURS.indexOf(parts[3] as (typeof COLOURS)[number])
        const p = stepJoints(s.fish[s.seat]!.p, a.deg)
        const d = (f: SwishState['pond'][number]) => Math.hypot((f.x1 + f.x2) / 2 - p[0], (f.y1 + f.y2) / 2 - p[1])
        const ofColour = s.pond.filter((f) => f.c === colour).map(d)
        expect(ofColour.length).toBeGreaterThan(0)
        expect(Math.max(1, Math.round(Math.min(...ofColour)))).toBe(r.params!.n)
      }
    }
    expect((counts.toward ?? 0) + (counts.towardAvoid ?? 0)).toBeGreaterThan(0)
  })
})
