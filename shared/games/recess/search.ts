/**
 * Search helpers for MCTS: a position estimate (`evaluate`; the pruning hint is in hint.ts).
 * Recess! is a race to the first kiss, which ends the game and takes 2 coins from every other
 * player, so the estimate looks mostly at who can kiss first. Walks, sight and occupancy come
 * from the rules themselves (board.ts `reach` / `canReach`, state.ts `Lookup`).
 */
import type { RecessState } from './types.js'
import { OBSTACLE, SAFE, canReach } from './board.js'
import { KIDS_PER_SEAT, Lookup, freshLeft, kidGap, owner, pairGap, piecesOn, sideOf, victims } from './state.js'
import { result } from './result.js'

/**
 * Whether `seat` can kiss within one turn using move values `left`, kids in `done` excluded, as
 * `at` sees the position (pass a Lookup with no sight to ignore the nuns); `victim` as
 * state.ts `victims`. Approximate (ignores the largest-first ordering), cheap. With `cells`,
 * collects the meeting cells regardless of sight.
 */
export function canKiss(
  s: RecessState,
  at: Lookup,
  seat: number,
  left: readonly number[],
  done: number,
  victim: number,
  cells?: number[],
): boolean {
  if (left.length === 0) return false
  const g = at.g
  let found = false
  const base = seat * KIDS_PER_SEAT
  for (let j = 0; j < KIDS_PER_SEAT; j++) {
    const f = base + j
    if (done & (1 << j) || s.det[f] > 0 || (victim >> f) & 1) continue
    const side = sideOf(f)
    const partnerSide = side === 1 ? 0 : 1
    const pf = s.kp[f]
    for (let pj = side === 1 ? 0 : 2; pj < (side === 1 ? 2 : 4); pj++) {
      const p = base + pj
      if (s.det[p] > 0) continue
      const pp = s.kp[p]
      const pVictim = (victim >> p) & 1
      const pFree = !(done & (1 << pj)) && !pVictim
      // a single move onto the partner where it stands
      if (pp >= 0 && s.pin[p] < 0 && !pVictim && (g.kind[pp] === SAFE || piecesOn(s, pp) === 1)) {
        for (const a of left) {
          if (canReach(g, pf, a, side, pp)) {
            if (cells) cells.push(pp)
            else if (!at.seen(pp)) return true
            found ||= !at.seen(pp)
            break
          }
        }
      }
      if (!pFree || left.length < 2) continue
      // f moves first to a free cell q, then the partner lands on it with a smaller value: walks
      // of a and b steps meeting on q make a walk of a + b from one kid to the other, so kids
      // further apart than that never meet
      const gap = kidGap(s, f, p)
      if (gap > left[0] + left[1]) continue
      const ends = left.map((b) => g.reachMask(pp, b, partnerSide))
      for (let ia = 0; ia < left.length - 1; ia++) {
        if (gap > left[ia] + left[ia + 1]) continue
        for (const q of g.reachOf(pf, left[ia], side)) {
          if (g.kind[q] === OBSTACLE || (at.occupied(q) && g.kind[q] !== SAFE)) continue
          if (!cells && at.seen(q)) continue
          for (let ib = ia + 1; ib < left.length; ib++) {
            if (ends[ib][q]) {
              if (cells) cells.push(q)
              else return true
              found ||= !at.seen(q)
              break
            }
          }
        }
      }
    }
  }
  return found
}

/** shortest boy-girl walking distance of a seat's free kids */
function closestPair(s: RecessState, seat: number, victim: number): number {
  const base = seat * KIDS_PER_SEAT
  let best = 40
  for (let b = base; b < base + 2; b++) {
    if ((victim >> b) & 1) continue
    for (let w = base + 2; w < base + 4; w++) {
      if ((victim >> w) & 1) continue
      const d = pairGap(s, b, w)
      if (d < best) best = d
    }
  }
  return best
}

const sig = (x: number): number => 1 / (1 + Math.exp(-x))

/** tuning of the estimate: race uncertainty in turns, coin uncertainty, fight values */
export const EVAL = { tau: 1.5, coinT: 0.8, fight: 0.7, watched: 0.5 }

/** turns a seat needs to kiss from a fresh turn: 1 when it can now, else by the pair's distance */
function turnsToKiss(can: boolean, d: number, left: number): number {
  if (can) return 1
  const per = left >= 3 ? 5 : left === 2 ? 3 : 1
  return 1 + Math.max(0.3, (d - per) / per)
}

/**
 * Per seat estimate in [0, 1] of the final rank reward of a running game: a race to the first
 * kiss (who can kiss in their next turn, otherwise how far each seat's closest boy and girl are,
 * in turn order), each possible kisser weighted and scored by the coins after its kiss.
 */
export function evaluate(s: RecessState): number[] {
  const n = s.n
  if (s.over) {
    // as MCTS scores an ended game: 1 per rival placed behind, 1/2 per rival placed level
    const r = result(s)!
    return r.map(
      (place, i) => r.reduce((acc, p, j) => acc + (j === i ? 0 : place < p ? 1 : place === p ? 0.5 : 0), 0) / (n - 1),
    )
  }
  const at = new Lookup(s)
  const victim = victims(s)
  const turnsLeft = s.rules.turns - s.clock
  // expected coins: fights that go on earn their attacker a coin a turn, watched ones cost it
  const exp = s.coins.slice()
  for (let a = 0; a < s.pin.length; a++) {
    const v = s.pin[a]
    if (v < 0) continue
    if (at.seen(s.kp[a])) exp[owner(a)] -= EVAL.watched
    else {
      exp[owner(a)] += EVAL.fight
      exp[owner(v)] -= EVAL.fight
    }
  }
  const weights = new Array<number>(n).fill(0)
  let total = 0
  for (let i = 0; i < n; i++) {
    const seat = (s.cur + i) % n
    let time: number
    if (i === 0 && s.phase === 0 && !s.pend && canKiss(s, at, seat, s.left, s.done | s.held, victim)) time = 0
    else {
      const fresh = freshLeft(s, seat)
      const can = canKiss(s, at, seat, fresh, 0, victim)
      const t = turnsToKiss(can, can ? 0 : closestPair(s, seat, victim), fresh.length)
      time = (i === 0 ? n : i) + n * (t - 1)
      if (time > turnsLeft) continue
    }
    const w = Math.exp(-time / EVAL.tau)
    weights[seat] = w
    total += w
  }
  const none = Math.exp(-(turnsLeft + 1) / EVAL.tau)
  total += none
  const soft = softRank(exp)
  const out = soft.map((x) => (none / total) * x)
  for (let k = 0; k < n; k++) {
    if (weights[k] === 0) continue
    const after = exp.slice()
    for (let j = 0; j < n; j++) {
      if (j === k) continue
      const t = Math.min(2, s.coins[j])
      after[j] -= t
      after[k] += t
    }
    const r = softRank(after, k)
    for (let i = 0; i < n; i++) out[i] += (weights[k] / total) * r[i]
  }
  return out
}

/** rank rewards with a little uncertainty about the coins (`kisser` winning ties) */
function softRank(c: number[], kisser = -1): number[] {
  const n = c.length
  const out = new Array<number>(n).fill(0)
  for (let i = 0; i < n; i++) {
    let r = 0
    for (let j = 0; j < n; j++) {
      if (j === i) continue
      const diff = c[i] - c[j] + (i === kisser ? 0.5 : j === kisser ? -0.5 : 0)
      r += sig(diff / EVAL.coinT)
    }
    out[i] = r / (n - 1)
  }
  return out
}
