import type { Reason } from '../../engine/types.js'
import { SAFE } from './board.js'
import { apply } from './rules.js'
import { KIDS_PER_SEAT, Lookup, attackerOf, kidGap, owner, pairGap, threats } from './state.js'
import type { RecessAction, RecessState } from './types.js'

/**
 * Why a move is good, in the heuristic bot's own terms (bots.ts `evaluate`): each term of its score
 * is counted before and after the move, and the sentence names the term that gained most.
 */
export interface RecessTerms {
  /** the mover's coins */
  coins: number
  /** the most coins any rival holds */
  rivalCoins: number
  /** 1 when the mover's kids kissed and the game is over */
  kiss: number
  /** the mover's attackers in a fight no nun sees */
  hiddenFights: number
  /** the mover's attackers in a fight a nun sees */
  seenFights: number
  /** the mover's kids in detention */
  detained: number
  /** the mover's kids held down by an attacker */
  attacked: number
  /** rivals' attackers in a fight a nun sees */
  rivalsSeen: number
  /** rival kids close enough (1 to 3 steps) to jump on the mover's free kids */
  threats: number
  /** the walking distance between the mover's nearest boy and girl (at most 40) */
  pair: number
}

/** the score weight of each term, as in bots.ts `evaluate` */
export const WEIGHTS: Record<keyof RecessTerms, number> = {
  coins: 10,
  rivalCoins: -4,
  kiss: 1000,
  hiddenFights: 5,
  seenFights: -8,
  detained: -6,
  attacked: -8,
  rivalsSeen: 3,
  threats: -2,
  pair: -5,
}

export function terms(s: RecessState, me: number): RecessTerms {
  let rivalCoins = 0
  for (let o = 0; o < s.n; o++) if (o !== me) rivalCoins = Math.max(rivalCoins, s.coins[o])
  const t: RecessTerms = {
    coins: s.coins[me],
    rivalCoins,
    kiss: s.over && s.kisser === me ? 1 : 0,
    hiddenFights: 0,
    seenFights: 0,
    detained: 0,
    attacked: 0,
    rivalsSeen: 0,
    threats: 0,
    pair: 40,
  }
  const at = new Lookup(s)
  const g = at.g
  const base = me * KIDS_PER_SEAT
  for (let j = 0; j < KIDS_PER_SEAT; j++) {
    const k = base + j
    const cell = s.kp[k]
    if (s.det[k] > 0) t.detained++
    if (s.pin[k] >= 0) {
      if (at.seen(cell)) t.seenFights++
      else t.hiddenFights++
    }
    if (attackerOf(s, k) >= 0) t.attacked++
    if (cell >= 0 && g.kind[cell] !== SAFE && !at.seen(cell) && s.pin[k] < 0 && attackerOf(s, k) < 0) {
      t.threats += threats(s, k, cell)
    }
  }
  for (let a = 0; a < s.pin.length; a++) if (s.pin[a] >= 0 && owner(a) !== me && at.seen(s.kp[a])) t.rivalsSeen++
  for (const boy of [base, base + 1]) {
    for (const girl of [base + 2, base + 3]) {
      const gap = pairGap(s, boy, girl)
      t.pair = Math.min(t.pair, gap)
    }
  }
  return t
}

/** the order terms are named in when two gain the same */
const ORDER: (keyof RecessTerms)[] = [
  'kiss',
  'coins',
  'rivalCoins',
  'seenFights',
  'hiddenFights',
  'attacked',
  'detained',
  'rivalsSeen',
  'pair',
  'threats',
]

/**
 * The steps apart of the mover's boy and girl that the pair term rests on after the move: the
 * pair nearest by the bot's reckoning (gap plus the detention penalty), its walking distance before
 * and after, detention not counted. Null when that pair's walk does not get shorter (the term then
 * gained only because a detention ended) or was not finite before.
 */
function pairSteps(s: RecessState, after: RecessState, me: number): { from: number; to: number } | null {
  const base = me * KIDS_PER_SEAT
  let best: { from: number; to: number } | null = null
  let bestTerm = Infinity
  for (const boy of [base, base + 1]) {
    for (const girl of [base + 2, base + 3]) {
      const to = kidGap(after, boy, girl)
      const term = pairGap(after, boy, girl)
      if (term < bestTerm) {
        bestTerm = term
        best = { from: kidGap(s, boy, girl), to }
      }
    }
  }
  return best && Number.isFinite(best.from) && best.to < best.from ? best : null
}

/** one sentence why `action` is a good move for the player on turn in `s` */
export function why(s: RecessState, action: RecessAction): Reason {
  const me = s.cur
  if (action.t === 'pass') return { key: 'recess.hintWhy.pass' }
  if (action.t === 'timeout') return { key: 'recess.hintWhy.nothing' }
  const next = apply(s, action)
  const before = terms(s, me)
  const after = terms(next, me)
  const gains = ORDER.map((k) => ({ k, g: WEIGHTS[k] * (after[k] - before[k]) }))
    .filter((x) => x.g > 0)
    .sort((x, y) => y.g - x.g)
  for (const { k } of gains) {
    if (k === 'pair') {
      const steps = pairSteps(s, next, me)
      if (steps) return { key: 'recess.hintWhy.pair', params: { ...steps, n: steps.from - steps.to } }
      continue
    }
    return { key: `recess.hintWhy.${k}`, params: { from: before[k], to: after[k], n: Math.abs(after[k] - before[k]) } }
  }
  return { key: 'recess.hintWhy.nothing' }
}
