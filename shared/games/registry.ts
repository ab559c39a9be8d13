import type { GameId, GameModule } from '../engine/types.js'

/**
 * Every game the app knows. A game plugs in here (rules) and in src-renderer/games/registry.ts
 * (board, editor, panels).
 */
export const GAMES: Partial<Record<GameId, GameModule>> = {}
