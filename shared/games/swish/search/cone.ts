/**
 * Angle helpers of the fan (fan.ts): wrapping degrees, and the cone of directions in which a unit
 * bone from the pivot reaches the set within r of a segment. Pure functions on numbers.
 */

/** a whole number of degrees brought into (−180, 180] */
export function wrapInt(m: number): number {
  // (the fan's degrees lie within two turns: subtracting is cheaper than %, which V8 computes
  // as a floating-point remainder when m is not a small integer; the same numbers)
  let r = m > 720 || m < -720 ? m % 360 : m
  while (r > 180) r -= 360
  while (r <= -180) r += 360
  return r
}

/**
 * io[i], a real number of degrees, brought into (−180, 180] in place (through the array: a double
 * passed to or returned from a call that is not inlined is boxed, see geometry.ts PAIR)
 */
export function wrapRealAt(io: Float64Array, i: number): void {
  // as wrapInt: within two turns, r ∓ 360 is exact (Sterbenz), the numbers % and a subtraction give
  let r = io[i]
  if (r > 720 || r < -720) r %= 360
  while (r > 180) r -= 360
  while (r <= -180) r += 360
  io[i] = r
}

/**
 * The directions (radians, relative to `theta`, the direction of the nearest point) in which
 * a unit bone from the origin reaches the set within r of segment AB (coordinates relative to
 * the pivot): the set is the union of the discs at A and B and the band along AB, so the ends
 * are among the cone ends of each disc within reach and the points where the unit circle
 * crosses the band's edges. Rounded estimates, left in io[0] (low end) and io[1] (high end)
 * (the fan's `settle` confirms them); false when there is none. Its inputs, in io[2 … 7]: A, B,
 * r, theta (through an array: no double passed to the call, see geometry.ts PAIR); io[8] is
 * scratch (9 slots in all).
 */
export function segmentCone(io: Float64Array): boolean {
  const ax = io[2],
    ay = io[3],
    bx = io[4],
    by = io[5],
    r = io[6],
    theta = io[7]
  const out = io
  out[0] = Infinity
  out[1] = -Infinity
  for (let e = 0; e < 2; e++) {
    const px = e ? bx : ax,
      py = e ? by : ay
    const d2 = px * px + py * py,
      d = Math.sqrt(d2)
    if (d >= 1 + r || d <= r) continue
    let alpha: number
    if (d2 - r * r <= 1) {
      alpha = atan2Est(r, Math.sqrt(d2 - r * r)) // asin(r / d)
    } else {
      const z = (d2 + 1 - r * r) / (2 * d)
      alpha = atan2Est(Math.sqrt(1 - z * z), z) // acos(z)
    }
    const base = atan2Est(py, px)
    out[8] = base - alpha - theta
    widen(out)
    out[8] = base + alpha - theta
    widen(out)
  }
  const vx = bx - ax,
    vy = by - ay
  const len = Math.sqrt(vx * vx + vy * vy)
  if (len > 1e-12) {
    const ux = vx / len,
      uy = vy / len
    for (let sgn = -1; sgn <= 1; sgn += 2) {
      const wx = ax - sgn * r * uy,
        wy = ay + sgn * r * ux
      const b = wx * ux + wy * uy
      const disc = b * b - (wx * wx + wy * wy - 1)
      if (disc < 0) continue
      const root = Math.sqrt(disc)
      for (let k = -1; k <= 1; k += 2) {
        const s = -b + k * root
        if (s >= 0 && s <= len) {
          out[8] = atan2Est(wy + s * uy, wx + s * ux) - theta
          widen(out)
        }
      }
    }
  }
  return out[0] <= out[1]
}

/**
 * atan2(y, x) within 2e-6 radians (1e-4 degrees), by an odd polynomial of six terms for atan on
 * [0, 1] (its error is checked in tests/unit/swish/fan.test.ts): the cone's ends are estimates that the fan confirms with the rule's own predicate at
 * the whole degrees beside them (Fan.settle), so an error this small changes no answer; it only
 * saves the library's atan2, asin and acos, a few per obstacle of every search node
 */
export function atan2Est(y: number, x: number): number {
  const ax = Math.abs(x),
    ay = Math.abs(y)
  const big = ax > ay ? ax : ay
  if (big === 0) return 0
  const a = (ax > ay ? ay : ax) / big
  const s = a * a
  let r = (((((-0.0117212 * s + 0.05265332) * s - 0.11643287) * s + 0.19354346) * s - 0.33262347) * s + 0.99997726) * a
  if (ay > ax) r = Math.PI / 2 - r
  if (x < 0) r = Math.PI - r
  return y < 0 ? -r : r
}

/**
 * brings the angle out[8] into (−π, π] and widens the cone [out[0], out[1]] to hold it (the angle
 * through the array: a double passed to a call that is not inlined is boxed)
 */
function widen(out: Float64Array): void {
  let a = out[8]
  while (a > Math.PI) a -= 2 * Math.PI
  while (a <= -Math.PI) a += 2 * Math.PI
  if (a < out[0]) out[0] = a
  if (a > out[1]) out[1] = a
}
