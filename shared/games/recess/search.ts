/**
 * Search helpers for MCTS: a position estimate (`evaluate`; the pruning hint is in hint.ts).
 * Recess! is a race to the first kiss, which ends the game and takes 2 coins from every other
 * player, so the estimate looks mostly at who can kiss first.
 */
import type { RecessState } from './types.js'
import { OBSTACLE, SAFE, geometry, markSight, type Geometry } from './board.js'
import { result } from './result.js'

// local copies of the small helpers of state.ts: these run in every search node
export const KIDS_PER_SEAT = 4
export const owner = (kid: number): number => kid >> 2
export const isGirl = (kid: number): boolean => (kid & 3) >= 2
export const geo = (s: RecessState): Geometry => geometry(s.board)

/** cells some nun sees */
export function sight(s: RecessState, g: Geometry): Uint8Array {
  const mark = new Uint8Array(g.size)
  const dirs = s.rules.nunMoves === 'queen' ? 8 : 4
  for (const at of s.np) markSight(g, at, dirs, mark)
  return mark
}

const FRESH = [3, 2, 1]

/** cells a kid at `from` (-1: its entrance) can end on after exactly k steps, memoised per board */
const reachMemo = new WeakMap<Geometry, Map<number, number[]>>()
function reachCells(g: Geometry, from: number, k: number, girl: boolean): number[] {
  let m = reachMemo.get(g)
  if (!m) reachMemo.set(g, (m = new Map()))
  const key = (from + 1) * 8 + k * 2 + (girl ? 1 : 0)
  let out = m.get(key)
  if (!out) {
    out = []
    const starts = from >= 0 ? [from] : g.gates[girl ? 1 : 0]
    const steps = from >= 0 ? k : k - 1
    const seen = new Uint8Array(g.size)
    if (steps >= 0) {
      for (const a of starts) {
        const d = g.distFrom(a)
        for (let q = 0; q < g.size; q++) {
          const dq = d[q]
          if (dq < 0 || dq > steps || (steps - dq) % 2 !== 0 || seen[q]) continue
          if (dq === 0 && steps > 0 && g.walk[a].length === 0) continue
          seen[q] = 1
          out.push(q)
        }
      }
    }
    m.set(key, out)
  }
  return out
}

function canStep(g: Geometry, from: number, k: number, girl: boolean, q: number): boolean {
  if (from >= 0) {
    const d = g.distFrom(from)[q]
    return d >= 0 && d <= k && (k - d) % 2 === 0 && !(d === 0 && k > 0 && g.walk[from].length === 0)
  }
  const m = k - 1
  if (m < 0) return false
  for (const a of g.gates[girl ? 1 : 0]) {
    const d = g.distFrom(a)[q]
    if (d >= 0 && d <= m && (m - d) % 2 === 0 && !(d === 0 && m > 0 && g.walk[a].length === 0)) return true
  }
  return false
}

/** walking distance between two kids (an entrance counts as its nearest gate plus one) */
function kidGap(s: RecessState, g: Geometry, a: number, b: number): number {
  const pa = s.kp[a]
  const pb = s.kp[b]
  const ga = pa >= 0 ? [pa] : g.gates[isGirl(a) ? 1 : 0]
  const gb = pb >= 0 ? [pb] : g.gates[isGirl(b) ? 1 : 0]
  let best = 99
  for (const p of ga) {
    const d = g.distFrom(p)
    for (const q of gb) if (d[q] >= 0 && d[q] < best) best = d[q]
  }
  return best + (pa < 0 ? 1 : 0) + (pb < 0 ? 1 : 0)
}

/** pieces per cell */
export function occ(s: RecessState, g: Geometry): Uint8Array {
  const o = new Uint8Array(g.size)
  for (const p of s.kp) if (p >= 0) o[p]++
  for (const p of s.np) o[p]++
  return o
}

/**
 * Whether `seat` can kiss within one turn using move values `left`, kids in `done` excluded, with
 * `seen` the cells nuns see. Approximate (ignores the largest-first ordering), cheap. With `cells`,
 * collects the meeting cells regardless of sight.
 */
export function canKiss(
  s: RecessState, g: Geometry, seat: number, left: readonly number[], done: number,
  seen: Uint8Array, o: Uint8Array, victim: Uint8Array, cells?: number[],
): boolean {
  if (left.length === 0) return false
  let found = false
  const base = seat * KIDS_PER_SEAT
  for (let j = 0; j < KIDS_PER_SEAT; j++) {
    const f = base + j
    if (done & (1 << j) || s.det[f] > 0 || victim[f]) continue
    const fGirl = isGirl(f)
    const pf = s.kp[f]
    for (let pj = fGirl ? 0 : 2; pj < (fGirl ? 2 : 4); pj++) {
      const p = base + pj
      if (s.det[p] > 0) continue
      const pp = s.kp[p]
      const pFree = !(done & (1 << pj)) && !victim[p]
      // a single move onto the partner where it stands
      if (pp >= 0 && s.pin[p] < 0 && !victim[p]) {
        const alone = g.kind[pp] === SAFE || o[pp] === 1
        if (alone) {
          for (const a of left) {
            if (canStep(g, pf, a, fGirl, pp)) {
              if (cells) cells.push(pp)
              else if (!seen[pp]) return true
              found ||= !seen[pp]
              break
            }
          }
        }
      }
      if (!pFree) continue
      // f moves first to a free cell q, then the partner lands on it with a smaller value
      for (let ia = 0; ia < left.length - 1; ia++) {
        const a = left[ia]
        for (const q of reachCells(g, pf, a, fGirl)) {
          if (g.kind[q] === OBSTACLE || (o[q] > 0 && g.kind[q] !== SAFE)) continue
          if (!cells && seen[q]) continue
          for (let ib = ia + 1; ib < left.length; ib++) {
            if (canStep(g, pp, left[ib], !fGirl, q)) {
              if (cells) cells.push(q)
              else return true
              found ||= !seen[q]
              break
            }
          }
        }
      }
    }
  }
  return found
}

/** kids that are pinned by an attacker */
export function victims(s: RecessState): Uint8Array {
  const v = new Uint8Array(s.kp.length)
  for (const x of s.pin) if (x >= 0) v[x] = 1
  return v
}

/** the move values `seat` will have at the start of its next turn */
export function freshLeft(s: RecessState, seat: number): number[] {
  let serving = 0
  for (let j = 0; j < KIDS_PER_SEAT; j++) if (s.det[seat * KIDS_PER_SEAT + j] > 0) serving++
  return FRESH.slice(Math.min(serving, 3))
}

/** shortest boy-girl walking distance of a seat's free kids */
function pairGap(s: RecessState, g: Geometry, seat: number, victim: Uint8Array): number {
  const base = seat * KIDS_PER_SEAT
  let best = 40
  for (let b = base; b < base + 2; b++) {
    if (victim[b]) continue
    for (let w = base + 2; w < base + 4; w++) {
      if (victim[w]) continue
      const d = kidGap(s, g, b, w) + (s.det[b] > 0 || s.det[w] > 0 ? 6 : 0)
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
    return r.map((place, i) => r.reduce((acc, p, j) => acc + (j === i ? 0 : place < p ? 1 : place === p ? 0.5 : 0), 0) / (n - 1))
  }
  const g = geo(s)
  const seen = sight(s, g)
  const o = occ(s, g)
  const victim = victims(s)
  const turnsLeft = s.rules.turns - s.clock
  // expected coins: fights that go on earn their attacker a coin a turn, watched ones cost it
  const exp = s.coins.slice()
  for (let a = 0; a < s.pin.length; a++) {
    const v = s.pin[a]
    if (v < 0) continue
    if (seen[s.kp[a]]) exp[owner(a)] -= EVAL.watched
    else {
      exp[owner(a)] += EVAL.fight
      exp[owner(v)] -= EVAL.fight
    }
  }
  const weights: number[] = new Array(n).fill(0)
  let total = 0
  for (let i = 0; i < n; i++) {
    const seat = (s.cur + i) % n
    let time: number
    if (i === 0 && s.phase === 0 && !s.pend && canKiss(s, g, seat, s.left, s.done | s.held, seen, o, victim)) time = 0
    else {
      const fresh = freshLeft(s, seat)
      const can = canKiss(s, g, seat, fresh, 0, seen, o, victim)
      const t = turnsToKiss(can, can ? 0 : pairGap(s, g, seat, victim), fresh.length)
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
  const out = new Array(n).fill(0)
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
