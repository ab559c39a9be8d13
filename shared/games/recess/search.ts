/**
 * Search helpers for MCTS: a position estimate (`evaluate`) and a pruning hint (`hint`). Recess!
 * is a race to the first kiss, which ends the game and takes 2 coins from every other player, so
 * the estimate looks mostly at who can kiss first, and the hint keeps the moves that race, fight,
 * or keep rivals from kissing.
 */
import type { RecessAction, RecessState } from './types.js'
import { OBSTACLE, SAFE, geometry, markSight, type Geometry } from './board.js'
import { legalActions } from './rules.js'
import { result } from './result.js'

// local copies of the small helpers of state.ts: these run in every search node
const KIDS_PER_SEAT = 4
const owner = (kid: number): number => kid >> 2
const isGirl = (kid: number): boolean => (kid & 3) >= 2
const geo = (s: RecessState): Geometry => geometry(s.board)

/** cells some nun sees */
function sight(s: RecessState, g: Geometry): Uint8Array {
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
function occ(s: RecessState, g: Geometry): Uint8Array {
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
function freshLeft(s: RecessState, seat: number): number[] {
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
    if (i === 0 && s.phase === 0 && !s.pend && canKiss(s, g, seat, s.left, s.done, seen, o, victim)) time = 0
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

// ---------- hint ----------

/** how many kid moves of each kid are kept besides the ones that do something */
const KEEP_PER_KID = 3
/** how many nun moves are kept besides the ones that break up a rival's fight */
const KEEP_NUN = 6

/**
 * The actions worth searching: a kiss when there is one; otherwise fights, break-ups, tattles,
 * stays, and per kid the few moves that bring it closest to a partner or away from rivals; nun
 * moves that break up rivals' fights or watch the cells where rivals could kiss next.
 */
export function hint(s: RecessState): RecessAction[] {
  // MCTS asks again for every visit of a node; Recess! has no dice, so the answer is memoised
  const key = stateKey(s)
  const known = hintMemo.get(key)
  if (known && known.board === s.board) return known.actions
  const actions = computeHint(s)
  if (hintMemo.size >= HINT_MEMO_SIZE) hintMemo.clear()
  hintMemo.set(key, { board: s.board, actions })
  return actions
}

const HINT_MEMO_SIZE = 50_000
const hintMemo = new Map<string, { board: RecessState['board']; actions: RecessAction[] }>()

/** everything the hint depends on (the board is compared separately) */
function stateKey(s: RecessState): string {
  const p = s.pend
  return `${s.kp}|${s.pin}|${s.det}|${s.np}|${s.coins}|${s.left}|${s.seen}|${s.cur},${s.clock},${s.done},${s.stayed},${s.phase},${s.started ? 1 : 0},${s.over ? 1 : 0}|${p ? (p.t === 'shove' ? `s${p.q}` : `t${p.nun}`) : ''}|${s.rules.nunMoves},${s.rules.shoveAdjacency},${s.rules.turns},${s.rules.turnTimer}`
}

function computeHint(s: RecessState): RecessAction[] {
  const all = legalActions(s)
  if (s.pend || s.over || all.length <= 4) return all
  const g = geo(s)
  if (s.phase === 0) {
    const seen = sight(s, g)
    const victim = victims(s)
    const out: RecessAction[] = []
    const kisses: RecessAction[] = []
    const byKid = new Map<number, { a: RecessAction; score: number }[]>()
    for (const a of all) {
      if (a.t !== 'kid') {
        if (a.t === 'stay') out.push(a)
        continue
      }
      const q = a.to[0] * g.w + a.to[1]
      let others = 0
      let nun = s.np.includes(q)
      for (let k = 0; k < s.kp.length; k++) if (k !== a.kid && s.kp[k] === q) others++
      if (others > 0 || nun) {
        // a kiss, a fight, a break-up or a tattle
        const partner = s.kp.some((p, k) => p === q && owner(k) === s.cur && isGirl(k) !== isGirl(a.kid))
        if (partner && !seen[q]) kisses.push(a)
        else if (!(g.kind[q] === SAFE && others > 0 && !partner)) out.push(a)
        else push(byKid, a, 0)
        continue
      }
      // a plain move: closer to the nearest free partner, out of rivals' reach and of sight
      const base = s.cur * KIDS_PER_SEAT
      const dq = g.distFrom(q)
      let best = 99
      for (let pj = isGirl(a.kid) ? 0 : 2; pj < (isGirl(a.kid) ? 2 : 4); pj++) {
        const p = base + pj
        if (s.det[p] > 0 || victim[p]) continue
        const pp = s.kp[p]
        let d = 99
        if (pp >= 0) d = dq[pp]
        else for (const x of g.gates[isGirl(p) ? 1 : 0]) if (dq[x] >= 0 && dq[x] + 1 < d) d = dq[x] + 1
        if (d >= 0 && d < best) best = d
      }
      let score = -best
      if (g.kind[q] === SAFE) score += 1.5
      else {
        if (seen[q]) score -= 0.5
        for (let k = 0; k < s.kp.length; k++) {
          const pk = s.kp[k]
          if (owner(k) === s.cur || pk < 0 || s.det[k] > 0 || victim[k]) continue
          if (dq[pk] > 0 && dq[pk] <= 3) score -= 0.7
        }
      }
      push(byKid, a, score)
    }
    if (kisses.length > 0) {
      // a winning kiss ends the game: nothing else is worth searching
      const after = s.coins.slice()
      for (let j = 0; j < s.n; j++) {
        if (j === s.cur) continue
        const t = Math.min(2, after[j])
        after[j] -= t
        after[s.cur] += t
      }
      if (after.every((c, j) => j === s.cur || c <= after[s.cur])) return kisses
      out.push(...kisses)
    }
    for (const list of byKid.values()) {
      list.sort((x, y) => y.score - x.score)
      for (let i = 0; i < Math.min(KEEP_PER_KID, list.length); i++) out.push(list[i].a)
    }
    return out.length > 0 ? out : all
  }
  if (s.phase === 1) {
    const nuns = all.filter((a) => a.t === 'nun') as Extract<RecessAction, { t: 'nun' }>[]
    if (nuns.length <= KEEP_NUN) return all
    // the cells rivals could kiss on in their next turn (sight ignored), weighted by urgency
    const o = occ(s, g)
    const victim = victims(s)
    const noSight = new Uint8Array(g.size)
    const weight = new Float32Array(g.size)
    const threat = new Array(s.n).fill(0)
    for (let i = 1; i < s.n; i++) {
      const seat = (s.cur + i) % s.n
      const cells: number[] = []
      canKiss(s, g, seat, freshLeft(s, seat), 0, noSight, o, victim, cells)
      const w = i === 1 ? 3 : 1
      if (cells.length > 0) threat[seat] = w
      for (const q of cells) weight[q] += w
    }
    const mine: number[] = []
    canKiss(s, g, s.cur, freshLeft(s, s.cur), 0, noSight, o, victim, mine)
    for (const q of mine) weight[q] -= 1
    const mark = new Uint8Array(g.size)
    const dirs = s.rules.nunMoves === 'queen' ? 8 : 4
    const scored = nuns.map((a) => {
      const q = a.to[0] * g.w + a.to[1]
      mark.fill(0)
      s.np.forEach((at, i) => markSight(g, i === a.nun ? q : at, dirs, mark))
      let score = 0
      for (let c = 0; c < g.size; c++) if (mark[c] && weight[c] !== 0) score += weight[c]
      for (let k = 0; k < s.pin.length; k++) {
        if (s.pin[k] >= 0 && s.kp[k] === q) score += owner(k) === s.cur ? -20 : 20
      }
      // watching rivals' fights makes them pay for staying
      for (let k = 0; k < s.pin.length; k++) {
        if (s.pin[k] >= 0 && mark[s.kp[k]]) score += owner(k) === s.cur ? -2 : 1
      }
      return { a, score }
    })
    scored.sort((x, y) => y.score - x.score)
    const out: RecessAction[] = []
    for (let i = 0; i < Math.min(KEEP_NUN, scored.length); i++) out.push(scored[i].a)
    // and shoves of the kids of a rival who could kiss next
    for (let i = KEEP_NUN; i < scored.length; i++) {
      const a = scored[i].a as Extract<RecessAction, { t: 'nun' }>
      const q = a.to[0] * g.w + a.to[1]
      if (g.kind[q] === SAFE) continue
      for (let k = 0; k < s.kp.length; k++) {
        if (s.kp[k] === q && threat[owner(k)] > 0 && s.pin[k] < 0 && !victim[k]) {
          out.push(a)
          break
        }
      }
    }
    return out
  }
  return all
}

function push(m: Map<number, { a: RecessAction; score: number }[]>, a: RecessAction, score: number): void {
  const kid = (a as { kid: number }).kid
  let l = m.get(kid)
  if (!l) m.set(kid, (l = []))
  l.push({ a, score })
}
