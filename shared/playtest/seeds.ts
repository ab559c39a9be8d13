/**
 * Each game's seeds from the playtest seed and the game's index alone, so a game plays the same
 * whichever worker runs it and in whichever order: the game's own seed (its dice) and the base of
 * its bots' seeds (decision d of the game asks the bot with counter `bots + d`, which chooseAction
 * mixes again).
 */
import { mixSeed } from '../engine/rng.js'

export function gameSeeds(playtestSeed: number, index: number): { game: number; bots: number } {
  const base = mixSeed(playtestSeed)
  return { game: mixSeed(base + 2 * index), bots: mixSeed(base + 2 * index + 1) }
}
