/**
 * A playtest heat map as the editors draw it: each game turns the report's cell keys into shapes
 * in its board's units (rectangles, discs or lines), coloured on one ramp from the fewest to the
 * most events.
 */
import { formatHex, interpolate, modeRgb, useMode } from 'culori/fn'

useMode(modeRgb)

/** what the editor view hands a game's editor: one heat map of the report, and its legend's text */
export interface HeatView {
  name: string
  /** cell key → events in all games (each game's shared/games/<id>/playtest.ts says what a key is) */
  cells: Readonly<Record<string, number>>
  /** the legend's title */
  label: string
}

export type HeatShape = { key: string; value: number } & (
  | { kind: 'rect'; x: number; y: number; w: number; h: number }
  | { kind: 'circle'; x: number; y: number; r: number }
  | { kind: 'line'; points: number[]; width: number }
)

/** the ramp (ColorBrewer YlOrRd): light for few, dark red for many */
export const HEAT_STOPS = ['#ffffb2', '#fecc5c', '#fd8d3c', '#f03b20', '#bd0026']
const ramp = interpolate(HEAT_STOPS, 'rgb')

/** the colour of `value` on a scale up to `max` (0 < value ≤ max) */
export function heatColour(value: number, max: number): string {
  return formatHex(ramp(max > 0 ? Math.min(1, value / max) : 0)) ?? HEAT_STOPS[0]
}

/** the two whole numbers of a heat map key "a,b" (Recess! "row,column", Swish "i,j"), or null */
export function pairOf(key: string): [number, number] | null {
  const m = /^(-?\d+),(-?\d+)$/.exec(key)
  return m ? [Number(m[1]), Number(m[2])] : null
}
