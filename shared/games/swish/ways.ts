/**
 * Ways out that are cheap to check (see reach.ts): before the exhaustive search, a step is tried
 * with the last way out found, the same with a few of its steps repaired, the ways found before
 * it and constant turns. Every step of them is placed with the rules' own tests (Chain.place), so
 * a way that works proves that the turn can end legally; one that does not proves nothing.
 */
import { FIXES, Moved, NO_WAY } from './moved.js'

export class Ways extends Moved {
  /**
   * Earlier ways out found by a search (a ring of WAYS, the newest at `wayAt`): when the last
   * one fails here, one of these often still works (a fish curled one way or the other).
   */
  private ways: Int16Array[] | null = null
  private wayLengths: number[] | null = null
  private wayAt = 0
  /**
   * `placed` count past which the cheap ways give up (a bounded search's budget, see
   * Turn.tryEnd); Infinity for the exact answers
   */
  protected placeEnd = Infinity

  /** after t steps with largest need M: a cheap way out from here (then it is the last way) */
  protected cheapWay(t: number, M: number): boolean {
    return this.lastWay(t, M) || this.otherWays(t, M)
  }

  /** the last way out found, followed from node t with up to FIXES steps repaired */
  protected lastWay(t: number, M: number): boolean {
    // allocated on the first search: most states never need one
    if (this.way === NO_WAY) this.way = new Int16Array(this.k + 1)
    // (follow with repairs places the same bones as without until the first that fails: one pass)
    return this.wayLength > 0 && this.follow(t, M, FIXES)
  }

  /**
   * the other cheap ways: the earlier ways out; then in exact questions (placeEnd Infinity) the
   * zigzags and random dives (after the zigzags, the gentle constant turns cost more than they
   * found: on the slow states of item 18 they saved 5% of the work when left out; after DIVES
   * dives, the sharp turns found almost nothing); in bounded ones (the bots') the gentle and
   * the sharper constant turns (no dives there)
   */
  protected otherWays(t: number, M: number): boolean {
    if (this.way === NO_WAY) this.way = new Int16Array(this.k + 1)
    if (this.followEarlier(t, M)) return true
    if (this.placeEnd !== Infinity) return this.probe(t, M, PROBES) || this.probe(t, M, PROBES_LATE)
    return this.zigzags(t, M) || this.wander(t, M)
  }

  /**
   * follow() with ways that turn by the joint limit, one way and the other in turn (both phases):
   * a fish that must swim on with little room around it folds up along a staircase. In exact
   * questions, before the dives: on the 598 slowest states of three seed sets of the dense pond
   * they cut the states above 300 units of work from 260 to 229 (docs/RULINGS.md, Swish 1, item
   * 18).
   */
  private zigzags(t: number, M: number): boolean {
    const n = this.k - t,
      L = this.L
    for (let phase = 0; phase < 2; phase++) {
      for (let c = 0; c < n; c++) this.way[c] = ((c + phase) & 1) === 0 ? L : -L
      this.wayLength = n
      if (this.follow(t, M, FIXES)) return true
    }
    this.wayLength = 0
    return false
  }

  /**
   * Random dives: from node t, each step a whole degree drawn at random (seeded, so the same
   * question always draws the same), redrawn up to TRIES times while its bone does not place
   * (off the table, on another fish or this turn's bones, or touching a small fish too early).
   * Every step is placed with the rules' own tests, so a dive that ends the turn legally is a
   * proof; one that gets stuck proves nothing. After SHORT dives stuck within a few steps, no more.
   */
  private wander(t: number, M0: number): boolean {
    const n = this.k - t,
      L = this.L,
      span = 2 * L + 1
    let x = (t * 0x9e3779b1 + Math.round(this.qx[t] * 1e6)) | 0 || 1
    let short = 0
    for (let d = 0; d < DIVES; d++) {
      if (d === SHORT && short === d) break
      let M = M0
      let c = 0
      for (; c < n; c++) {
        let need = -1
        for (let r = 0; r < TRIES; r++) {
          if (this.placed >= this.placeEnd) return false
          x ^= x << 13
          x ^= x >>> 17
          x ^= x << 5
          const psi = ((x >>> 0) % span) - L
          need = this.place(t + c, psi)
          if (need >= 0 && (!this.touched || Math.max(M, need) <= t + c + 1)) {
            this.way[c] = psi
            break
          }
          need = -1
        }
        if (need < 0) {
          if (c <= SHORT_STEPS) short++
          break
        }
        M = Math.max(M, need)
        if (M <= t + c + 1) {
          this.wayLength = c + 1
          return true
        }
      }
    }
    this.wayLength = 0
    return false
  }

  /** a copy of the last way out found (its degrees from the node it was found from) */
  wayOut(): Int16Array {
    return this.way.slice(0, this.wayLength)
  }

  /** keeps the way out just found in the ring of earlier ones */
  protected keepWay(): void {
    if (!this.ways || !this.wayLengths) {
      this.ways = []
      this.wayLengths = []
    }
    this.wayAt = (this.wayAt + 1) % WAYS
    let w = this.ways[this.wayAt]
    if (!w) w = this.ways[this.wayAt] = new Int16Array(this.k + 1)
    w.set(this.way.subarray(0, this.wayLength))
    this.wayLengths[this.wayAt] = this.wayLength
  }

  /** follow() with the earlier ways out, newest first; the one that works becomes the last way */
  private followEarlier(t: number, M: number): boolean {
    if (!this.ways || !this.wayLengths) {
      this.wayLength = 0
      return false
    }
    for (let c = 0; c < WAYS; c++) {
      const at = (this.wayAt - c + WAYS) % WAYS
      const n = this.wayLengths[at]
      if (!n) continue
      this.way.set(this.ways[at].subarray(0, n))
      this.wayLength = n
      if (this.follow(t, M)) return true
    }
    this.wayLength = 0
    return false
  }

  /** follow() with ways that turn by the same angle at every step (straight on, arcs, spirals) */
  private probe(t: number, M: number, turns: readonly number[]): boolean {
    const n = this.k - t
    for (const d of turns) {
      if (Math.abs(d) > this.L) continue
      this.way.fill(d, 0, n)
      this.wayLength = n
      if (this.follow(t, M, FIXES)) return true
    }
    this.wayLength = 0
    return false
  }

  /**
   * Steps the last way out found from node t; true when it ends the turn legally from here too
   * (then it is the last way, cut where it ended). With `fixes` > 0, a step of it that fails
   * here (its bone off the table, on another fish or this turn's bones, or touching a small fish
   * too early) is replaced by the nearest degree that does not, up to `fixes` times, and a way
   * that runs out goes on straight. Every step is placed with the rules' own tests, so a way
   * that works is a proof; one that does not proves nothing (the search then decides).
   * `from` > 0: its first steps are placed already (Q(t+1) … Q(t+from) set), and M covers them.
   */
  protected follow(t: number, M: number, fixes = 0, from = 0): boolean {
    const n = this.k - t,
      L = this.L
    let length = this.wayLength
    for (let c = from; c < n; c++) {
      if (this.placed >= this.placeEnd) return false
      if (c >= length) {
        if (fixes === 0) return false
        this.way[c] = 0
        length = c + 1
      }
      let need = this.place(t + c, this.way[c])
      if (need < 0 || (this.touched && Math.max(M, need) > t + c + 1)) {
        if (fixes-- <= 0) return false
        let fixed = false
        for (const d of REPAIRS) {
          if (this.placed >= this.placeEnd) return false
          const psi = this.way[c] + d
          if (psi < -L || psi > L) continue
          need = this.place(t + c, psi)
          if (need >= 0 && (!this.touched || Math.max(M, need) <= t + c + 1)) {
            this.way[c] = psi
            fixed = true
            break
          }
        }
        if (!fixed) return false
      }
      M = Math.max(M, need)
      if (M <= t + c + 1) {
        this.wayLength = c + 1
        return true
      }
    }
    return false
  }
}

/** the turns follow() repairs a step by (nearest first; FIXES of them at most) */
const REPAIRS = [1, -1, 2, -2, 4, -4, 8, -8, 16, -16, 32, -32, 64, -64, 128, -128]

/**
 * random dives (Ways.wander) and the draws per step (16 rather than 8: a dive that draws more
 * before it gives up gets further, and over the 47,407 dense states of three seed sets the work
 * was 2% less, its p99 351 → 333 search nodes)
 */
const DIVES = 48
const TRIES = 16
/**
 * Ways.wander stops after the first SHORT dives when each got stuck within its first SHORT_STEPS
 * + 1 steps (where the dives find a way out, most go further; where they got stuck so soon, it was
 * mostly a dead end, and the search settles it)
 */
const SHORT = 8
const SHORT_STEPS = 2

/**
 * the turns tried at every step by Ways.probe, in bounded questions (the bots'): the gentle ones,
 * then the others (exact questions have the zigzags and the dives instead)
 */
const PROBES = [0, 15, -15]
const PROBES_LATE = [35, -35, 60, -60, 90, -90]

/** earlier ways out kept (see Ways.ways) */
const WAYS = 6
