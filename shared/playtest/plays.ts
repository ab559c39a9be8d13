import type { Scenario } from '../engine/types.js'

/**
 * Whether two versions of a scenario play alike, so that a playtest of one stands for the other:
 * every part but `meta` (its title, author and the dates Save stamps) is the same. An editor makes
 * a new object for each part it changes, so identity tells which parts changed.
 */
export function playsAlike(a: Scenario, b: Scenario): boolean {
  if (a === b) return true
  const keys = new Set([...Object.keys(a), ...Object.keys(b)] as (keyof Scenario)[])
  keys.delete('meta')
  return [...keys].every((k) => a[k] === b[k])
}
