/** Kakekko's legal actions, built from action objects made once per board. */
import { REST_COST, WALK_COST } from './costs.js'
import type { KakekkoAction, KakekkoState } from './types.js'

/** the action objects a board's legal-action lists are made of, built once per board and shared */
interface ActionTable {
  walk: KakekkoAction[]
  connect: KakekkoAction[]
  make: KakekkoAction[]
  /** by the most marbles that may be spent: the raise actions from 0 up to it */
  raise: (readonly KakekkoAction[])[]
}

const ROLL: KakekkoAction = { t: 'roll' }
const REST: KakekkoAction = { t: 'rest' }
const END: KakekkoAction = { t: 'end' }
const ROLL_ONLY: readonly KakekkoAction[] = [ROLL]

const actionTables = new WeakMap<KakekkoState['g'], ActionTable>()

function actionsOf(g: KakekkoState['g']): ActionTable {
  let t = actionTables.get(g)
  if (!t) {
    t = {
      walk: g.ids.map((to) => ({ t: 'walk' as const, to })),
      connect: g.slots.map((sl) => ({ t: 'connect' as const, slot: sl.id })),
      make: g.ids.map((square) => ({ t: 'make' as const, square })),
      raise: [],
    }
    actionTables.set(g, t)
  }
  return t
}

/** [{t:'raise', marbles: 0}, …, {t:'raise', marbles: max}]: one shared list per max */
function raisesUpTo(t: ActionTable, max: number): KakekkoAction[] {
  if (max < 0) return []
  while (t.raise.length <= max) {
    const k = t.raise.length
    t.raise.push(Array.from({ length: k + 1 }, (_, m) => ({ t: 'raise' as const, marbles: m })))
  }
  return t.raise[max] as KakekkoAction[]
}

/**
 * The legal actions, in a fixed order: walks (roads first, then inked slots, as stepTargets lists
 * them), rest, connects by slot, makes by square, end. The action objects are shared between calls
 * (not frozen: V8 reads frozen ones more slowly), and so are the lists of the roll and raise phases:
 * callers only read them.
 */
export function legalActions(s: KakekkoState): KakekkoAction[] {
  if (s.phase === 'over') return []
  const seat = s.queue[0]
  if (s.phase === 'roll') return ROLL_ONLY as KakekkoAction[]
  const g = s.g
  const t = actionsOf(g)
  if (s.phase === 'raise') {
    return raisesUpTo(t, Math.min(s.hand[seat], s.maxValue - s.roll[seat]))
  }
  const out: KakekkoAction[] = []
  const here = g.ix[s.pos[seat]]
  const inked = s.inked
  if (s.left >= WALK_COST) {
    const adj = g.adj[here]
    for (let j = 0; j < adj.length; j++) out.push(t.walk[adj[j]])
    const at = g.slotsAt[here]
    for (let j = 0; j < at.length; j++) {
      const k = at[j]
      if (!inked[k]) continue
      const sl = g.slots[k]
      const w = t.walk[sl.a === here ? sl.b : sl.a]
      if (!out.includes(w)) out.push(w)
    }
  }
  // rest, connect and make all cost the same
  if (s.left >= REST_COST) {
    if (s.pool > 0 && s.hand[seat] < s.maxHand) out.push(REST)
    if (s.connectFrom === 'anywhere') {
      for (let k = 0; k < g.slots.length; k++) if (!inked[k]) out.push(t.connect[k])
    } else {
      const at = g.slotsAt[here]
      for (let j = 0; j < at.length; j++) if (!inked[at[j]]) out.push(t.connect[at[j]])
    }
    if (s.secretBases) {
      for (let i = 0; i < g.ids.length; i++) {
        if (g.kind[i] !== 'passage') continue
        const id = g.ids[i]
        if (!s.pos.includes(id) && !s.bases.includes(id)) out.push(t.make[i])
      }
    }
  }
  out.push(END)
  return out
}
