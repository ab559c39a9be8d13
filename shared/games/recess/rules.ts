import type { Reason, Scenario } from '../../engine/types.js'
import { seedRng } from '../../engine/rng.js'
import type { RC, RecessAction, RecessBoard, RecessRules, RecessState } from './types.js'
import { NUN } from './types.js'
import { FLOOR, SAFE, canReach, geometry, reach } from './board.js'
import {
  KIDS_PER_SEAT, anyKidMoved, attackerCount, attackerOf, canStillMove, fightAt, fightCells, forcedCells,
  gateList, geo, isGirl, kidsAt, moversLeft, nunAt, nunDirs, occupancy, owner, piecePos, sight,
} from './state.js'

const MOVES = [3, 2, 1]

/** what a kid's landing does */
export const Landing = { Move: 0, Fight: 1, BreakUp: 2, Tattle: 3, Kiss: 4 } as const
export type Landing = (typeof Landing)[keyof typeof Landing]

const why = (key: string, params?: Record<string, string | number>): Reason => ({ key: `recess.why.${key}`, params })

export function setup(scenario: Scenario<RecessRules, RecessBoard>, seats: number, seed: number): RecessState {
  const board = scenario.board
  const rules = scenario.rules
  const g = geometry(board)
  const kids = seats * KIDS_PER_SEAT
  const s: RecessState = {
    rng: seedRng(seed),
    n: seats,
    rules,
    board,
    clock: 0,
    cur: 0,
    coins: new Array(seats).fill(rules.startCoins),
    kp: new Array(kids).fill(-1),
    pin: new Array(kids).fill(-1),
    det: new Array(kids).fill(0),
    np: board.nuns.map(([r, c]) => r * g.w + c),
    left: [],
    done: 0,
    started: false,
    phase: 0,
    seen: [],
    stayed: 0,
    pend: null,
    kisser: -1,
    over: false,
  }
  startTurn(s)
  settle(s)
  return s
}

/** a fresh copy whose arrays may be changed; the board and rules are shared */
export function copy(s: RecessState): RecessState {
  return {
    ...s,
    coins: s.coins.slice(),
    kp: s.kp.slice(),
    pin: s.pin.slice(),
    det: s.det.slice(),
    np: s.np.slice(),
    left: s.left.slice(),
    seen: s.seen.slice(),
    pend: s.pend && (s.pend.t === 'shove' ? { t: 'shove', q: s.pend.q.slice() } : { ...s.pend }),
  }
}

export function toAct(s: RecessState): number | null {
  return s.over ? null : s.cur
}

function startTurn(s: RecessState): void {
  s.clock++
  let serving = 0
  for (let j = 0; j < KIDS_PER_SEAT; j++) {
    const k = s.cur * KIDS_PER_SEAT + j
    if (s.det[k] === 1) s.det[k] = 2
    if (s.det[k] === 2) serving++
  }
  s.left = MOVES.slice(Math.min(serving, 3))
  s.done = 0
  s.stayed = 0
  s.started = false
  s.phase = 0
  s.pend = null
  const seen = sight(s)
  s.seen = []
  for (let j = 0; j < KIDS_PER_SEAT; j++) {
    const a = s.cur * KIDS_PER_SEAT + j
    if (s.pin[a] >= 0 && seen[s.kp[a]]) s.seen.push(a)
  }
}

function endTurn(s: RecessState): void {
  for (let j = 0; j < KIDS_PER_SEAT; j++) {
    const k = s.cur * KIDS_PER_SEAT + j
    if (s.det[k] === 2) s.det[k] = 0
  }
  s.pend = null
  if (s.clock >= s.rules.turns) {
    s.over = true
    return
  }
  s.cur = (s.cur + 1) % s.n
  startTurn(s)
}

function take(s: RecessState, from: number, to: number, amount: number): void {
  const n = Math.min(amount, s.coins[from])
  s.coins[from] -= n
  s.coins[to] += n
}

// ---------- kid moves ----------

interface KidContext {
  seen: Uint8Array
  movers: number
}

const kidContext = (s: RecessState): KidContext => ({ seen: sight(s), movers: moversLeft(s) })

/** why a move value may not be used now, or null */
function stepsReason(s: RecessState, kid: number, steps: number, ctx: KidContext): Reason | null {
  const idx = s.left.indexOf(steps)
  if (idx < 0) return why('stepsNotLeft', { steps })
  const slack = Math.max(0, s.left.length - ctx.movers)
  if (idx > slack) return why('useLargerFirst', { steps: s.left[0] })
  let attackers = 0
  for (let j = 0; j < KIDS_PER_SEAT; j++) {
    const k = s.cur * KIDS_PER_SEAT + j
    if (k !== kid && s.pin[k] >= 0 && canStillMove(s, k)) attackers++
  }
  if (attackers > s.left.length - idx - 1) return why('attackersMustMove')
  return null
}

/** what landing on `q` does, or why the kid may not end there (hot in move generation: no allocation) */
export function landing(s: RecessState, kid: number, q: number, seen: Uint8Array): Landing | Reason {
  const g = geo(s)
  const me = owner(kid)
  const girl = isGirl(kid)
  let others = 0
  let first = -1
  let partner = false
  for (let k = 0; k < s.kp.length; k++) {
    if (k === kid || s.kp[k] !== q) continue
    others++
    if (first < 0) first = k
    if (owner(k) === me && isGirl(k) !== girl) partner = true
  }
  if (g.kind[q] === SAFE) return partner && !seen[q] ? Landing.Kiss : Landing.Move
  const attacking = s.pin[kid] >= 0
  if (attacking && q === s.kp[kid]) return why('mustLeaveFight')
  const nun = s.np.indexOf(q)
  if (others === 0 && nun < 0) return Landing.Move
  if (others >= 2) return Landing.BreakUp
  if (nun >= 0) {
    for (let a = 0; a < s.pin.length; a++) if (s.pin[a] >= 0 && a !== kid) return Landing.Tattle
    return why('nunNoFight')
  }
  if (owner(first) === me) {
    if (!partner) return why('ownKid')
    return seen[q] ? why('kissSeen') : Landing.Kiss
  }
  if (seen[q]) return why('fightSeen')
  if (attackerCount(s, me) - (attacking ? 1 : 0) >= 3) return why('tooManyFights')
  return Landing.Fight
}

function kidReason(s: RecessState, kid: number, steps: number, q: number, ctx: KidContext): Reason | null {
  const r = stepsReason(s, kid, steps, ctx)
  if (r) return r
  const g = geo(s)
  if (!canReach(g, s.kp[kid], steps, gateList(g, kid), q)) return why('cannotReach', { steps })
  const l = landing(s, kid, q, ctx.seen)
  return typeof l === 'object' ? l : null
}

/** the state of a kid of the player on turn, if it cannot move at all now */
function kidStateReason(s: RecessState, kid: number): Reason | null {
  if (owner(kid) !== s.cur || kid >= s.kp.length) return why('notYourKid')
  if (s.det[kid] > 0) return why('detained')
  if (attackerOf(s, kid) >= 0) return why('pinned')
  if (s.done & (1 << (kid & 3))) return why('alreadyMoved')
  return null
}

function phaseReason(s: RecessState, phase: 0 | 1): Reason | null {
  if (s.over) return why('gameOver')
  if (s.pend) return why(s.pend.t === 'shove' ? 'finishShove' : 'chooseFight')
  if (s.phase !== phase) return why(phase === 0 ? 'kidsDone' : 'kidsFirst')
  return null
}

function stayReason(s: RecessState, kid: number): Reason | null {
  const p = phaseReason(s, 0) ?? kidStateReason(s, kid)
  if (p) return p
  if (s.pin[kid] < 0) return why('notAttacker')
  if (anyKidMoved(s)) return why('stayFirst')
  if (s.left.length === 0) return why('noMovesLeft')
  return null
}

/** legal kid moves of `kid` (stays not included); with `first`, stops at the first one */
export function kidMoves(s: RecessState, kid: number, ctx = kidContext(s), first = false): { steps: number; to: number; landing: Landing }[] {
  const out: { steps: number; to: number; landing: Landing }[] = []
  if (phaseReason(s, 0) || kidStateReason(s, kid)) return out
  const g = geo(s)
  for (const steps of s.left) {
    if (stepsReason(s, kid, steps, ctx)) continue
    for (const q of reach(g, s.kp[kid], steps, gateList(g, kid))) {
      const l = landing(s, kid, q, ctx.seen)
      if (typeof l !== 'object') {
        out.push({ steps, to: q, landing: l })
        if (first) return out
      }
    }
  }
  return out
}

function anyKidAction(s: RecessState): boolean {
  const ctx = kidContext(s)
  for (let j = 0; j < KIDS_PER_SEAT; j++) {
    const kid = s.cur * KIDS_PER_SEAT + j
    if (!stayReason(s, kid)) return true
    if (kidMoves(s, kid, ctx, true).length > 0) return true
  }
  return false
}

// ---------- nuns ----------

export function nunReaches(s: RecessState, nun: number, q: number): boolean {
  const rays = geo(s).rays[s.np[nun]]
  const dirs = nunDirs(s)
  for (let d = 0; d < dirs; d++) if (rays[d].includes(q)) return true
  return false
}

/** forced fight cells some nun can still land on */
function forcedReachable(s: RecessState): number[] {
  return forcedCells(s).filter((c) => s.np.some((_, i) => nunReaches(s, i, c)))
}

function nunReason(s: RecessState, nun: number, q: number, forced = forcedReachable(s)): Reason | null {
  if (nun >= s.np.length) return why('noSuchNun')
  if (!nunReaches(s, nun, q)) return why('nunLine')
  if (forced.length > 0 && !forced.includes(q)) return why('mustBreakUp')
  const g = geo(s)
  if (g.kind[q] === SAFE || fightAt(s, q) >= 0) return null
  const kids = kidsAt(s, q)
  const other = nunAt(s, q)
  if (kids.length === 0 && other < 0) return null
  const moved = { ...s, np: s.np.slice() }
  moved.np[nun] = q
  const piece = kids.length > 0 ? kids[0] : NUN + other
  return shoveTargets(moved, piece).length > 0 ? null : why('noRoom')
}

export function nunMoves(s: RecessState): { nun: number; to: number }[] {
  const out: { nun: number; to: number }[] = []
  if (phaseReason(s, 1)) return out
  const forced = forcedReachable(s)
  const rays = geo(s).rays
  const dirs = nunDirs(s)
  s.np.forEach((at, nun) => {
    for (let d = 0; d < dirs; d++) for (const q of rays[at][d]) if (!nunReason(s, nun, q, forced)) out.push({ nun, to: q })
  })
  return out
}

function anyNunMove(s: RecessState): boolean {
  const forced = forcedReachable(s)
  const rays = geo(s).rays
  const dirs = nunDirs(s)
  for (let nun = 0; nun < s.np.length; nun++) {
    for (let d = 0; d < dirs; d++) for (const q of rays[s.np[nun]][d]) if (!nunReason(s, nun, q, forced)) return true
  }
  return false
}

// ---------- shoves ----------

/**
 * Cells the piece may be shoved to: free neighbours if any; otherwise occupied neighbours that
 * start a chain reaching a free cell in the fewest shoves. Never safe cells or obstacles.
 */
export function shoveTargets(s: RecessState, piece: number): number[] {
  const g = geo(s)
  const at = piecePos(s, piece)
  if (at < 0) return []
  const adj = s.rules.shoveAdjacency === 8 ? g.adj8 : g.adj4
  const occ = occupancy(s)
  const free = adj[at].filter((q) => g.kind[q] === FLOOR && occ[q] === 0)
  if (free.length > 0) return free
  const dist = new Int16Array(g.size).fill(-1)
  const queue: number[] = []
  for (let q = 0; q < g.size; q++) {
    if (g.kind[q] === FLOOR && occ[q] === 0) {
      dist[q] = 0
      queue.push(q)
    }
  }
  for (let i = 0; i < queue.length; i++) {
    const p = queue[i]
    for (const q of adj[p]) {
      if (dist[q] < 0 && g.kind[q] === FLOOR && occ[q] === 1) {
        dist[q] = dist[p] + 1
        queue.push(q)
      }
    }
  }
  let best = Infinity
  for (const q of adj[at]) if (dist[q] > 0 && dist[q] < best) best = dist[q]
  return adj[at].filter((q) => dist[q] === best)
}

function pieceAt(s: RecessState, q: number): number {
  const k = s.kp.indexOf(q)
  return k >= 0 ? k : NUN + s.np.indexOf(q)
}

function movePiece(s: RecessState, piece: number, q: number): void {
  if (piece >= NUN) s.np[piece - NUN] = q
  else s.kp[piece] = q
}

/** shoves the head of the queue to `q` (a target from shoveTargets, or -1: nowhere to go) */
function shoveTo(s: RecessState, q: number): void {
  if (s.pend?.t !== 'shove') return
  const queue = s.pend.q
  const piece = queue[0]
  if (q < 0) {
    if (piece < NUN) s.kp[piece] = -1
    queue.shift()
  } else {
    const occ = occupancy(s)
    const next = occ[q] > 0 ? pieceAt(s, q) : -1
    movePiece(s, piece, q)
    if (next >= 0) queue[0] = next
    else queue.shift()
  }
  if (queue.length === 0) s.pend = null
}

/** the nun arrives on a fight: the victim is shoved and stands up, the attacker goes to detention */
function nunOnFight(s: RecessState, nun: number, cell: number): void {
  const a = fightAt(s, cell)
  const v = s.pin[a]
  s.pin[a] = -1
  s.kp[a] = -1
  s.det[a] = 1
  s.np[nun] = cell
  s.pend = { t: 'shove', q: [v] }
}

/** resolves pending choices that have one answer; false when the player must choose */
function autoResolve(s: RecessState, canonical: boolean): boolean {
  const p = s.pend
  if (!p) return true
  if (p.t === 'shove') {
    const targets = shoveTargets(s, p.q[0])
    if (targets.length === 0) shoveTo(s, -1)
    else if (targets.length === 1 || canonical) shoveTo(s, targets[0])
    else return false
    return true
  }
  const fights = fightCells(s)
  if (fights.length === 0) s.pend = null
  else if (fights.length === 1 || canonical) nunOnFight(s, p.nun, fights[0])
  else return false
  return true
}

/** moves the turn on until the player on turn has a real choice */
function settle(s: RecessState): void {
  for (let guard = 0; guard < 1000; guard++) {
    if (s.over) return
    if (s.pend) {
      if (!autoResolve(s, false)) return
      continue
    }
    if (s.phase === 0) {
      if (anyKidAction(s)) return
      s.phase = 1
      continue
    }
    if (s.phase === 1 && anyNunMove(s)) return
    endTurn(s)
  }
}

// ---------- the contract ----------

const inBoard = (s: RecessState, [r, c]: RC): boolean => r < s.board.height && c < s.board.width
const cellOf = (s: RecessState, [r, c]: RC): number => r * s.board.width + c

export function explain(s: RecessState, a: RecessAction): Reason | null {
  if (s.over) return why('gameOver')
  switch (a.t) {
    case 'pass':
      if (s.started) return why('passTooLate')
      if (s.pend) return why('finishShove')
      return null
    case 'timeout':
      return s.rules.turnTimer > 0 ? null : why('noTimer')
    case 'stay':
      if (a.kid >= s.kp.length) return why('notYourKid')
      return stayReason(s, a.kid)
    case 'kid': {
      if (a.kid >= s.kp.length) return why('notYourKid')
      const p = phaseReason(s, 0) ?? kidStateReason(s, a.kid)
      if (p) return p
      if (!inBoard(s, a.to)) return why('offBoard')
      return kidReason(s, a.kid, a.steps, cellOf(s, a.to), kidContext(s))
    }
    case 'nun': {
      const p = phaseReason(s, 1)
      if (p) return p
      if (!inBoard(s, a.to)) return why('offBoard')
      return nunReason(s, a.nun, cellOf(s, a.to))
    }
    case 'shove': {
      if (s.pend?.t !== 'shove') return why('noShove')
      if (!inBoard(s, a.to)) return why('offBoard')
      return shoveTargets(s, s.pend.q[0]).includes(cellOf(s, a.to)) ? null : why('shoveTarget')
    }
    case 'tattle': {
      if (s.pend?.t !== 'tattle') return why('noTattle')
      if (!inBoard(s, a.to)) return why('offBoard')
      return fightAt(s, cellOf(s, a.to)) >= 0 ? null : why('notAFight')
    }
  }
}

export function legalActions(s: RecessState): RecessAction[] {
  const out: RecessAction[] = []
  if (s.over) return out
  const g = geo(s)
  const rc = (cell: number): RC => [Math.floor(cell / g.w), cell % g.w]
  if (s.pend?.t === 'shove') {
    for (const q of shoveTargets(s, s.pend.q[0])) out.push({ t: 'shove', to: rc(q) })
  } else if (s.pend?.t === 'tattle') {
    for (const q of fightCells(s)) out.push({ t: 'tattle', to: rc(q) })
  } else {
    if (!s.started) out.push({ t: 'pass' })
    if (s.phase === 0) {
      const ctx = kidContext(s)
      for (let j = 0; j < KIDS_PER_SEAT; j++) {
        const kid = s.cur * KIDS_PER_SEAT + j
        if (!stayReason(s, kid)) out.push({ t: 'stay', kid })
        for (const m of kidMoves(s, kid, ctx)) out.push({ t: 'kid', kid, steps: m.steps, to: rc(m.to) })
      }
    } else if (s.phase === 1) {
      for (const m of nunMoves(s)) out.push({ t: 'nun', nun: m.nun, to: rc(m.to) })
    }
  }
  if (s.rules.turnTimer > 0) out.push({ t: 'timeout' })
  return out
}

export function apply(s0: RecessState, a: RecessAction): RecessState {
  const s = copy(s0)
  switch (a.t) {
    case 'pass':
      endTurn(s)
      break
    case 'timeout':
      timeout(s)
      break
    case 'stay': {
      const v = s.pin[a.kid]
      s.started = true
      s.done |= 1 << (a.kid & 3)
      s.stayed |= 1 << (a.kid & 3)
      s.left.shift()
      take(s, owner(v), s.cur, 1)
      break
    }
    case 'kid':
      moveKid(s, a.kid, a.steps, cellOf(s, a.to))
      break
    case 'nun':
      moveNun(s, a.nun, cellOf(s, a.to))
      break
    case 'shove':
      shoveTo(s, cellOf(s, a.to))
      break
    case 'tattle':
      if (s.pend?.t === 'tattle') nunOnFight(s, s.pend.nun, cellOf(s, a.to))
      break
  }
  settle(s)
  return s
}

function moveKid(s: RecessState, kid: number, steps: number, q: number): void {
  const l = landing(s, kid, q, sight(s))
  s.started = true
  s.done |= 1 << (kid & 3)
  s.left = s.left.slice(s.left.indexOf(steps) + 1)
  s.pin[kid] = -1
  s.kp[kid] = q
  switch (l) {
    case Landing.Fight: {
      const victim = kidsAt(s, q).find((k) => k !== kid)!
      s.pin[kid] = victim
      take(s, owner(victim), s.cur, 1)
      break
    }
    case Landing.BreakUp: {
      const attacker = kidsAt(s, q).find((k) => s.pin[k] >= 0)!
      const victim = s.pin[attacker]
      s.pin[attacker] = -1
      s.pend = { t: 'shove', q: [attacker, victim] }
      break
    }
    case Landing.Tattle:
      s.pend = { t: 'tattle', nun: nunAt(s, q) }
      break
    case Landing.Kiss:
      kiss(s)
      break
  }
}

function kiss(s: RecessState): void {
  s.kisser = s.cur
  for (let o = 0; o < s.n; o++) if (o !== s.cur) take(s, o, s.cur, 2)
  s.over = true
  s.pend = null
}

function moveNun(s: RecessState, nun: number, q: number): void {
  const g = geo(s)
  s.started = true
  s.phase = 2
  if (g.kind[q] === SAFE) {
    s.np[nun] = q
    return
  }
  if (fightAt(s, q) >= 0) {
    nunOnFight(s, nun, q)
    return
  }
  const kids = kidsAt(s, q)
  const other = nunAt(s, q)
  s.np[nun] = q
  if (kids.length > 0) s.pend = { t: 'shove', q: [kids[0]] }
  else if (other >= 0) s.pend = { t: 'shove', q: [NUN + other] }
}

/**
 * The timer ran out: pending choices are settled the first way, attackers still on their victim
 * count as staying (a coin each), and the forced nun move still happens.
 */
function timeout(s: RecessState): void {
  while (s.pend) autoResolve(s, true)
  if (s.phase === 0) {
    for (let j = 0; j < KIDS_PER_SEAT; j++) {
      const a = s.cur * KIDS_PER_SEAT + j
      if (s.pin[a] >= 0 && !(s.done & (1 << j))) {
        s.done |= 1 << j
        s.stayed |= 1 << j
        take(s, owner(s.pin[a]), s.cur, 1)
      }
    }
  }
  if (s.phase !== 2) {
    const forced = forcedReachable(s)
    if (forced.length > 0) {
      const nun = s.np.findIndex((_, i) => nunReaches(s, i, forced[0]))
      moveNun(s, nun, forced[0])
      while (s.pend) autoResolve(s, true)
    }
  }
  if (!s.over) endTurn(s)
}

/**
 * The same position with the turn's bookkeeping (moves left, detention, watched fights) done
 * afresh for the player on turn, as if the turn had just begun: for set-ups and tests.
 */
export function restartTurn(s0: RecessState): RecessState {
  const s = copy(s0)
  s.clock--
  s.over = false
  startTurn(s)
  settle(s)
  return s
}
