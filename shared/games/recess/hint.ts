/**
 * The pruning hint for MCTS: the actions worth searching. It keeps the moves that race to a kiss,
 * fight, or keep rivals from kissing.
 */
import type { RecessAction, RecessState } from './types.js'
import { SAFE } from './board.js'
import { Landing, landing, legalActions } from './rules.js'
import { canKiss } from './search.js'
import { KIDS_PER_SEAT, Lookup, freshLeft, geo, isGirl, nunDirs, owner, sight, victims } from './state.js'
import { BoundedMemo } from './memo.js'

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
  const n = positionCodes(s)
  const hash = hashCodes(n)
  const known = hintMemo.get(hash)
  if (known && known.board === s.board && sameCodes(known.key, n)) return known.actions
  const actions = computeHint(s)
  hintMemo.set(hash, { key: keyOfCodes(n), board: s.board, actions })
  return actions
}

/**
 * The memo's budget. A search's tree and key tables stay under 50 MB (shared/ai), so with this
 * a Recess! bot stays well under 100 MB.
 */
export const HINT_MEMO_BYTES = 16 * 2 ** 20

interface HintEntry {
  /** the position's key (positionKey): entries are filed by its hash and checked against it */
  key: string
  board: RecessState['board']
  actions: RecessAction[]
}

/**
 * An upper estimate of one entry's bytes on V8 (64-bit, no pointer compression, the larger
 * case): the key string (a header and up to 2 bytes a character), the map's slot, the entry
 * objects, and the action array with the spare room a growing array keeps (the actions themselves
 * are shared by every position: actions.ts). Measured at about two thirds of this on Node 20
 * (tests/unit/recess/memo.test.ts).
 */
export const hintEntryBytes = (_hash: number, e: HintEntry): number =>
  64 + 2 * e.key.length + 64 + 48 + 48 + 32 + 8 * (Math.ceil(e.actions.length * 1.5) + 16)

/**
 * Positions filed by the hash of their key. Two positions whose keys share a hash (rare: 32 bits)
 * take turns in the one place; the key stored with the entry tells them apart.
 */
export const hintMemo = new BoundedMemo<number, HintEntry>(HINT_MEMO_BYTES, hintEntryBytes)

/** the numbers of the position being looked up (+ 2: every one is then ≥ 0), reused from call to call */
const codes: number[] = []

/**
 * Writes to `codes` everything the hint depends on but the board (compared apart), and returns
 * how many numbers that is. Lists whose length varies carry their length first, so two
 * positions give the same numbers only if they are equal.
 */
function positionCodes(s: RecessState): number {
  const r = s.rules
  let n = 0
  codes[n++] = s.n + 2
  codes[n++] = s.cur + 2
  codes[n++] = s.clock + 2
  codes[n++] = s.done + 2
  codes[n++] = s.held + 2
  codes[n++] = s.stayed + 2
  codes[n++] = s.phase + 2
  codes[n++] = +s.started + 2
  codes[n++] = +s.over + 2
  codes[n++] = s.kisser + 2
  codes[n++] = (r.nunMoves === 'queen' ? 8 : 4) + 2
  codes[n++] = r.shoveAdjacency + 2
  codes[n++] = r.turns + 2
  codes[n++] = r.turnTimer + 2
  n = addList(n, s.kp)
  n = addList(n, s.pin)
  n = addList(n, s.det)
  n = addList(n, s.np)
  n = addList(n, s.coins)
  n = addList(n, s.left)
  n = addList(n, s.seen)
  const p = s.pend
  if (!p) codes[n++] = 2
  else if (p.t === 'tattle') {
    codes[n++] = 3
    codes[n++] = p.nun + 2
  } else {
    codes[n++] = 4
    codes[n++] = (p.hold ?? -1) + 2
    n = addList(n, p.q)
  }
  return n
}

function addList(n: number, list: readonly number[]): number {
  codes[n++] = list.length + 2
  for (let i = 0; i < list.length; i++) codes[n++] = list[i] + 2
  return n
}

/** FNV-1a over the first n codes */
function hashCodes(n: number): number {
  let h = 0x811c9dc5
  for (let i = 0; i < n; i++) h = Math.imul(h ^ codes[i], 0x01000193)
  return h
}

/**
 * One character per number: every number in a position is a small integer (cells, kid ids, coins,
 * bits), so it fits in a character code; out of range only if a file bypassed the schema's
 * bounds, and then the key is longer, still exact.
 */
function keyOfCodes(n: number): string {
  for (let i = 0; i < n; i++) if (codes[i] < 0 || codes[i] > 0xffff) return `#${codes.slice(0, n).join(',')}`
  return String.fromCharCode.apply(null, codes.slice(0, n))
}

function sameCodes(key: string, n: number): boolean {
  if (key.length !== n) return key === keyOfCodes(n)
  for (let i = 0; i < n; i++) if (key.charCodeAt(i) !== codes[i]) return false
  return true
}

/** the key of a position for the hint memo: equal keys exactly for positions the hint cannot tell apart */
export const positionKey = (s: RecessState): string => keyOfCodes(positionCodes(s))

/** where the hint memo files a position */
export const positionHash = (s: RecessState): number => hashCodes(positionCodes(s))

function computeHint(s: RecessState): RecessAction[] {
  const all = legalActions(s)
  if (s.pend || s.over || all.length <= 4) return all
  const g = geo(s)
  if (s.phase === 0) {
    const at = new Lookup(s)
    const seen = sight(s)
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
      const nun = s.np.includes(q)
      for (let k = 0; k < s.kp.length; k++) if (k !== a.kid && s.kp[k] === q) others++
      if (others > 0 || nun) {
        // a kiss (as the rules say: a partner in a fight is a break-up), a fight, a break-up or a tattle
        const partner = s.kp.some((p, k) => p === q && owner(k) === s.cur && isGirl(k) !== isGirl(a.kid))
        if (landing(s, a.kid, q, seen) === Landing.Kiss) kisses.push(a)
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
        if (s.det[p] > 0 || (victim >> p) & 1) continue
        const pp = s.kp[p]
        let d = 99
        if (pp >= 0) d = dq[pp]
        else for (const x of g.gates[isGirl(p) ? 1 : 0]) if (dq[x] >= 0 && dq[x] + 1 < d) d = dq[x] + 1
        if (d >= 0 && d < best) best = d
      }
      let score = -best
      if (g.kind[q] === SAFE) score += 1.5
      else {
        if (at.seen(q)) score -= 0.5
        for (let k = 0; k < s.kp.length; k++) {
          const pk = s.kp[k]
          if (owner(k) === s.cur || pk < 0 || s.det[k] > 0 || (victim >> k) & 1) continue
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
    const nuns = all.filter((a): a is Extract<RecessAction, { t: 'nun' }> => a.t === 'nun')
    if (nuns.length <= KEEP_NUN) return all
    // the cells rivals could kiss on in their next turn (sight ignored), weighted by urgency
    const blind = new Lookup(s, [])
    const victim = victims(s)
    const weight = new Float32Array(g.size)
    const threat = new Array(s.n).fill(0)
    for (let i = 1; i < s.n; i++) {
      const seat = (s.cur + i) % s.n
      const cells: number[] = []
      canKiss(s, blind, seat, freshLeft(s, seat), 0, victim, cells)
      const w = i === 1 ? 3 : 1
      if (cells.length > 0) threat[seat] = w
      for (const q of cells) weight[q] += w
    }
    const mine: number[] = []
    canKiss(s, blind, s.cur, freshLeft(s, s.cur), 0, victim, mine)
    for (const q of mine) weight[q] -= 1
    const weighted: number[] = []
    for (let c = 0; c < g.size; c++) if (weight[c] !== 0) weighted.push(c)
    const dirs = nunDirs(s)
    const scored = nuns.map((a) => {
      const q = a.to[0] * g.w + a.to[1]
      // what the nuns see once this one stands on q
      const sights = s.np.map((p, i) => g.sightOf(i === a.nun ? q : p, dirs))
      const after = new Lookup(s, sights)
      let score = 0
      for (const c of weighted) if (after.seen(c)) score += weight[c]
      for (let k = 0; k < s.pin.length; k++) {
        if (s.pin[k] >= 0 && s.kp[k] === q) score += owner(k) === s.cur ? -20 : 20
      }
      // watching rivals' fights makes them pay for staying
      for (let k = 0; k < s.pin.length; k++) {
        if (s.pin[k] >= 0 && after.seen(s.kp[k])) score += owner(k) === s.cur ? -2 : 1
      }
      return { a, score }
    })
    scored.sort((x, y) => y.score - x.score)
    const out: RecessAction[] = []
    for (let i = 0; i < Math.min(KEEP_NUN, scored.length); i++) out.push(scored[i].a)
    // and shoves of the kids of a rival who could kiss next
    for (let i = KEEP_NUN; i < scored.length; i++) {
      const a = scored[i].a
      const q = a.to[0] * g.w + a.to[1]
      if (g.kind[q] === SAFE) continue
      for (let k = 0; k < s.kp.length; k++) {
        if (s.kp[k] === q && threat[owner(k)] > 0 && s.pin[k] < 0 && !((victim >> k) & 1)) {
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
