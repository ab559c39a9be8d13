import type { Reason } from '../../engine/types.js'
import { distancesTo, FAR } from './graph.js'
import { targetOf, teamOf } from './rules.js'
import type { KakekkoAction, KakekkoState } from './types.js'

/** steps from the square of `seat` to the leg's goal over roads and the slots inked in `inked` */
function stepsFrom(s: KakekkoState, square: number, inked: readonly boolean[]): number {
  return distancesTo(s.g, targetOf(s), inked)[s.g.ix[square]]
}

/** the inked slot joining square indices i and j that is not also a road, or -1 */
function slotBetween(s: KakekkoState, i: number, j: number): number {
  if (s.g.adj[i].includes(j)) return -1
  for (const k of s.g.slotsAt[i]) {
    const sl = s.g.slots[k]
    if (s.inked[k] && ((sl.a === i && sl.b === j) || (sl.b === i && sl.a === j))) return k
  }
  return -1
}

/** the seats still racing whose number equals `value` */
function sharing(s: KakekkoState, seat: number, value: number): boolean {
  for (let j = 0; j < s.n; j++) if (j !== seat && !s.done[j] && s.value[j] === value) return true
  return false
}

/**
 * Is square index `x` on a shortest way to the leg's goal (roads and inked shortcuts, as pawns
 * walk) of a rival of `seat` still racing (a teammate is no rival)? It is when the rival's steps
 * to `x` plus the steps from `x` to the goal equal the rival's steps to the goal.
 */
function inRivalsWay(s: KakekkoState, seat: number, x: number): boolean {
  const toGoal = distancesTo(s.g, targetOf(s), s.inked)
  if (toGoal[x] >= FAR) return false
  const toX = distancesTo(s.g, x, s.inked)
  for (let j = 0; j < s.n; j++) {
    if (j === seat || s.done[j] || (s.teams && teamOf(j) === teamOf(seat))) continue
    const at = s.g.ix[s.pos[j]]
    if (toGoal[at] < FAR && toX[at] + toGoal[x] === toGoal[at]) return true
  }
  return false
}

/**
 * Why a move is good, in the heuristic bot's terms (bots.ts): steps to the goal over roads and
 * inked shortcuts, the steps a shortcut saves, a number of one's own (a shared one loses the turn),
 * marbles in hand. One sentence per move, with the figures it rests on as parameters.
 */
export function why(s: KakekkoState, a: KakekkoAction): Reason {
  const seat = s.queue[0] ?? 0
  const K = (key: string, params?: Record<string, number>): Reason => ({ key: `kakekko.hintWhy.${key}`, params })
  switch (a.t) {
    case 'roll':
      return K('roll')
    case 'raise': {
      const value = s.roll[seat] + a.marbles
      const need = stepsFrom(s, s.pos[seat], s.inked)
      if (a.marbles > 0 && need < FAR && value >= need) return K('raiseHome', { marbles: a.marbles, value, need })
      if (sharing(s, seat, value)) return K('shared', { value })
      if (a.marbles > 0) return K('raiseDodge', { marbles: a.marbles, value })
      return K('keep', { value })
    }
    case 'walk': {
      const from = s.g.ix[s.pos[seat]]
      const to = s.g.ix[a.to]
      if (to === targetOf(s)) return K('finish')
      const k = slotBetween(s, from, to)
      if (k >= 0) {
        const without = s.inked.slice()
        without[k] = false
        const saves = stepsFrom(s, s.pos[seat], without) - stepsFrom(s, s.pos[seat], s.inked)
        if (saves > 0) return K('shortcut', { a: s.pos[seat], b: a.to, saves })
      }
      const before = stepsFrom(s, s.pos[seat], s.inked)
      const after = stepsFrom(s, a.to, s.inked)
      if (before < FAR && after < before) return K('walk', { from: before, to: after })
      return K('detour', { to: after < FAR ? after : before })
    }
    case 'connect': {
      const k = s.g.slotIx[a.slot]
      const sl = s.g.slots[k]
      const inked = s.inked.slice()
      inked[k] = true
      const before = stepsFrom(s, s.pos[seat], s.inked)
      const after = stepsFrom(s, s.pos[seat], inked)
      const saves = before < FAR ? before - after : 0
      return K(saves > 0 ? 'connect' : 'connectLater', { a: s.g.ids[sl.a], b: s.g.ids[sl.b], saves })
    }
    case 'rest':
      return K('rest', { hand: s.hand[seat] + 1 })
    case 'make':
      return {
        key: `kakekko.hintWhy.${inRivalsWay(s, seat, s.g.ix[a.square]) ? 'make' : 'makeAside'}`,
        params: { square: a.square },
      }
    case 'end':
      return K('end', { left: s.left })
  }
}
