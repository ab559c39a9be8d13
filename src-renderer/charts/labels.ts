/**
 * Where the names at the ends of a chart's lines go: as near their lines' ends as they can be
 * without two overlapping, inside the plot. A 1-D layout of labels of one height: sorted by the
 * height they want, they are taken into blocks; a block of n labels stacked `gap` apart sits
 * where it is off its labels' wishes the least (the mean of what each wants, less its place in
 * the stack), inside [min, max]; a block that then overlaps the one above merges with it and is
 * placed again. Deterministic, no iterations to tune (a force-directed layout would jitter), and
 * each label moves only as far as its neighbours make it.
 */
export function spreadLabels(wanted: readonly number[], gap: number, min: number, max: number): number[] {
  const order = wanted.map((_, i) => i).sort((a, b) => wanted[a] - wanted[b] || a - b)
  /** `sum`: Σ (wanted − place in the block × gap) of the block's labels */
  const blocks: { n: number; sum: number }[] = []
  const top = (b: { n: number; sum: number }) => Math.max(min, Math.min(b.sum / b.n, max - (b.n - 1) * gap))
  for (const i of order) {
    blocks.push({ n: 1, sum: wanted[i] })
    while (blocks.length > 1) {
      const below = blocks[blocks.length - 1]
      const above = blocks[blocks.length - 2]
      if (top(above) + above.n * gap <= top(below)) break
      above.sum += below.sum - below.n * above.n * gap
      above.n += below.n
      blocks.pop()
    }
  }
  const placed = new Array<number>(wanted.length)
  let k = 0
  for (const b of blocks) {
    const t = top(b)
    for (let j = 0; j < b.n; j++) placed[order[k++]] = t + j * gap
  }
  return placed
}
