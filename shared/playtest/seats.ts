import type { Scenario } from '../engine/types.js'

/**
 * A playtest's seats unless chosen: 4, or the nearest count the scenario's players range allows,
 * as the New game dialog offers (src-renderer/components/NewGameDialog.vue).
 */
export function defaultSeats(scenario: Pick<Scenario, 'players'>): number {
  return Math.max(scenario.players.min, Math.min(scenario.players.max, 4))
}
