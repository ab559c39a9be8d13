/**
 * The square at a point of the board (board units): the nearest one whose body, grown by `margin`,
 * holds the point; null when none does. Where two bodies overlap, the nearer centre wins.
 */
export function squareAt(
  squares: readonly { id: number; x: number; y: number; r: number }[],
  x: number,
  y: number,
  margin = 0,
): number | null {
  let best: number | null = null
  let bestD = Infinity
  for (const q of squares) {
    const d = Math.hypot(q.x - x, q.y - y)
    if (d <= q.r + margin && d < bestD) {
      best = q.id
      bestD = d
    }
  }
  return best
}
