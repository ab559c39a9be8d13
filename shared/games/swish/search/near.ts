/**
 * Fixed segments of unit length (the other fishes' bones, or the small fish) in buckets of a
 * square grid, by midpoint, so that a new bone is tested only against those that can reach it.
 * A segment within 0.42 of a new bone (both of length at most 1) has its midpoint within
 * 1 + 0.42 of the new bone's midpoint, so the 3 × 3 cells of side CELL ≥ 1.42 around that midpoint
 * hold every one of them: the answers are those of testing them all (Chain.place).
 */

/** grid cell side: at least the largest midpoint distance at which two unit bones can touch */
export const CELL = 1.5

export class Near {
  private readonly x0: number
  private readonly y0: number
  private readonly nx: number
  private readonly ny: number
  /** per cell c, its segments are seg[4i … 4i + 3] for i from start[c] to start[c + 1] − 1 */
  readonly start: Int32Array
  readonly seg: Float64Array

  /** `segs`: flat x1, y1, x2, y2 per segment */
  constructor(segs: readonly number[]) {
    const n = segs.length / 4
    let x0 = Infinity,
      y0 = Infinity,
      x1 = -Infinity,
      y1 = -Infinity
    for (let i = 0; i < n; i++) {
      const mx = (segs[4 * i] + segs[4 * i + 2]) / 2,
        my = (segs[4 * i + 1] + segs[4 * i + 3]) / 2
      x0 = Math.min(x0, mx)
      y0 = Math.min(y0, my)
      x1 = Math.max(x1, mx)
      y1 = Math.max(y1, my)
    }
    if (n === 0) x0 = y0 = x1 = y1 = 0
    this.x0 = x0
    this.y0 = y0
    this.nx = Math.floor((x1 - x0) / CELL) + 1
    this.ny = Math.floor((y1 - y0) / CELL) + 1
    const cellOf = new Int32Array(n)
    const count = new Int32Array(this.nx * this.ny + 1)
    for (let i = 0; i < n; i++) {
      const c = this.cell((segs[4 * i] + segs[4 * i + 2]) / 2, (segs[4 * i + 1] + segs[4 * i + 3]) / 2)
      cellOf[i] = c
      count[c + 1]++
    }
    for (let c = 0; c < this.nx * this.ny; c++) count[c + 1] += count[c]
    this.start = count.slice()
    this.seg = new Float64Array(4 * n)
    for (let i = 0; i < n; i++) {
      const at = 4 * count[cellOf[i]]++
      for (let d = 0; d < 4; d++) this.seg[at + d] = segs[4 * i + d]
    }
  }

  private col(x: number): number {
    const c = Math.floor((x - this.x0) / CELL)
    return c < 0 ? 0 : c >= this.nx ? this.nx - 1 : c
  }

  private row(y: number): number {
    const r = Math.floor((y - this.y0) / CELL)
    return r < 0 ? 0 : r >= this.ny ? this.ny - 1 : r
  }

  private cell(x: number, y: number): number {
    return this.row(y) * this.nx + this.col(x)
  }

  /**
   * The cells to test for a new bone with midpoint (x, y): first and last column, first and last
   * row (written to `out`, inclusive), `cells` around its own (1: the 3 × 3 that hold every
   * segment that can touch it; a segment outside the (2c + 1)² has its midpoint 1.5c or more away). A point outside the grid is clamped onto it, which only
   * adds cells: the segments that can reach it are still among them.
   */
  around(x: number, y: number, out: Int32Array, cells = 1): void {
    this.cellsAround(this.col(x), this.row(y), out, cells)
  }

  /**
   * around() for the midpoint at bone[4], bone[5]: the search's hot loops pass it in a typed
   * array, since doubles passed to a call that is not inlined are boxed (garbage)
   */
  aroundBone(bone: Float64Array, out: Int32Array, cells = 1): void {
    this.cellsAround(this.col(bone[4]), this.row(bone[5]), out, cells)
  }

  /**
   * The cells that hold every segment whose midpoint lies within bone[7] of the midpoint at
   * bone[4], bone[5] along each axis, written to `out` as around() does (clamped onto the grid
   * the same way): fewer than a fixed number of cells around it when the reach is short.
   */
  aroundWithin(bone: Float64Array, out: Int32Array): void {
    const r = bone[7]
    out[0] = this.col(bone[4] - r)
    out[1] = this.col(bone[4] + r)
    out[2] = this.row(bone[5] - r)
    out[3] = this.row(bone[5] + r)
  }

  private cellsAround(c: number, r: number, out: Int32Array, cells: number): void {
    out[0] = c > cells ? c - cells : 0
    out[1] = c < this.nx - 1 - cells ? c + cells : this.nx - 1
    out[2] = r > cells ? r - cells : 0
    out[3] = r < this.ny - 1 - cells ? r + cells : this.ny - 1
  }

  /** columns per row of cells */
  get width(): number {
    return this.nx
  }
}
