/**
 * Slow, literal models of the subtle rules, written apart from shared/games/recess to compare with
 * it on random games. Cells are indexes r * width + c, as in the game state.
 */
import type { RecessState } from '../../../shared/games/recess/types.js'
import { NUN } from '../../../shared/games/recess/types.js'

const kindAt = (s: RecessState, q: number): string => s.board.rows[Math.floor(q / s.board.width)][q % s.board.width]

function neighbours(s: RecessState, q: number, diagonal: boolean): number[] {
  const w = s.board.width
  const h = s.board.height
  const r = Math.floor(q / w)
  const c = q % w
  const out: number[] = []
  for (let dr = -1; dr <= 1; dr++) {
    for (let dc = -1; dc <= 1; dc++) {
      if ((dr === 0 && dc === 0) || (!diagonal && dr !== 0 && dc !== 0)) continue
      const rr = r + dr
      const cc = c + dc
      if (rr >= 0 && cc >= 0 && rr < h && cc < w) out.push(rr * w + cc)
    }
  }
  return out
}

/**
 * Every cell a kid can end on after exactly `k` orthogonal steps, none on equipment, found by
 * walking every step (from the entrance: the first step is onto one of its gates).
 */
export function slowReach(s: RecessState, from: number, k: number, gates: readonly number[]): Set<number> {
  let now = new Set<number>()
  let left = k
  if (from >= 0) now.add(from)
  else {
    for (const gate of gates) if (kindAt(s, gate) !== '#') now.add(gate)
    left = k - 1
  }
  for (let i = 0; i < left; i++) {
    const next = new Set<number>()
    for (const p of now) for (const q of neighbours(s, p, false)) if (kindAt(s, q) !== '#') next.add(q)
    now = next
  }
  return now
}

/** pieces per cell: kids on the board and nuns */
function crowd(s: RecessState): Map<number, number> {
  const m = new Map<number, number>()
  for (const p of [...s.kp.filter((p) => p >= 0), ...s.np]) m.set(p, (m.get(p) ?? 0) + 1)
  return m
}

/**
 * Where the head of a shove may go, by the text: a free neighbouring floor cell if there is one;
 * otherwise a neighbour that starts a chain of shoves, through floor cells holding exactly one
 * piece, to a free floor cell, in as few shoves as possible. Every chain is tried (depth-first,
 * cells not repeated); `avoid` is never used.
 */
export function slowShoveTargets(s: RecessState, piece: number, avoid: number): number[] {
  const at = piece >= NUN ? s.np[piece - NUN] : s.kp[piece]
  if (at < 0) return []
  const diagonal = s.rules.shoveAdjacency === 8
  const n = crowd(s)
  const floor = (q: number) => kindAt(s, q) === '.'
  const free = (q: number) => floor(q) && !n.has(q)
  const firsts = neighbours(s, at, diagonal).filter(free)
  if (firsts.length > 0) return firsts
  let best = Infinity
  const starts = new Map<number, number>()
  const walk = (q: number, shoves: number, seen: Set<number>, first: number): void => {
    if (shoves > best) return
    if (free(q)) {
      if (shoves < best) {
        best = shoves
        starts.clear()
      }
      starts.set(first, shoves)
      return
    }
    if (!floor(q) || n.get(q) !== 1 || q === avoid) return
    for (const r of neighbours(s, q, diagonal)) {
      if (seen.has(r) || r === at) continue
      seen.add(r)
      walk(r, shoves + 1, seen, first)
      seen.delete(r)
    }
  }
  for (const q of neighbours(s, at, diagonal)) {
    if (!free(q)) walk(q, 1, new Set([q]), q)
  }
  return [...starts.keys()].filter((q) => starts.get(q) === best).sort((a, b) => a - b)
}

/**
 * the cells a nun on `at` sees, by walking each line from the board's rows: its own cell, then
 * up to equipment or the edge
 */
export function slowSight(s: RecessState, at: number, queen: boolean): Set<number> {
  const w = s.board.width
  const h = s.board.height
  const out = new Set<number>([at])
  for (let dr = -1; dr <= 1; dr++) {
    for (let dc = -1; dc <= 1; dc++) {
      if ((dr === 0 && dc === 0) || (!queen && dr !== 0 && dc !== 0)) continue
      let r = Math.floor(at / w) + dr
      let c = (at % w) + dc
      while (r >= 0 && c >= 0 && r < h && c < w && s.board.rows[r][c] !== '#') {
        out.add(r * w + c)
        r += dr
        c += dc
      }
    }
  }
  return out
}

/**
 * Where `seat` could kiss within one turn with move values `left` (kids in `done`, detained kids
 * and victims excluded), sight ignored, by the estimate's own reading, found by listing every
 * walk: a kid walks onto its partner standing alone (or on a safe cell); or a kid walks to a free
 * cell (or a safe one) and its partner walks there with a later, smaller value.
 */
export function slowKissCells(s: RecessState, seat: number, left: readonly number[], done: number): Set<number> {
  const w = s.board.width
  const gatesOf = (k: number): number[] =>
    s.board.entrances[(k & 3) >= 2 ? 'girls' : 'boys'].gates
      .map(([r, c]) => r * w + c)
      .filter((q) => kindAt(s, q) !== '#')
  const walks = (k: number, steps: number) => slowReach(s, s.kp[k], steps, gatesOf(k))
  const n = crowd(s)
  const victim = (k: number) => s.pin.includes(k)
  const out = new Set<number>()
  for (let j = 0; j < 4; j++) {
    const f = seat * 4 + j
    if (done & (1 << j) || s.det[f] > 0 || victim(f)) continue
    for (let pj = 0; pj < 4; pj++) {
      const p = seat * 4 + pj
      if (pj >> 1 === j >> 1 || s.det[p] > 0) continue
      const pp = s.kp[p]
      if (pp >= 0 && s.pin[p] < 0 && !victim(p) && (kindAt(s, pp) === 'S' || n.get(pp) === 1)) {
        if (left.some((a) => walks(f, a).has(pp))) out.add(pp)
      }
      if (done & (1 << pj) || victim(p)) continue
      for (let ia = 0; ia < left.length; ia++) {
        for (let ib = ia + 1; ib < left.length; ib++) {
          const there = walks(p, left[ib])
          for (const q of walks(f, left[ia])) if (there.has(q) && (kindAt(s, q) === 'S' || !n.has(q))) out.add(q)
        }
      }
    }
  }
  return out
}
