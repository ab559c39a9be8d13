/**
 * Exxtra (Reiner Knizia): push-your-luck dice race. One concern per file:
 *   types.ts     state, actions, settings          dice.ts      faces, pair values, doubles
 *   schema.ts    settings, board and action schemas rules.ts     setup, legality, apply, result
 *   describe.ts  log lines                          bots.ts      random, heuristic, playout
 *   check.ts     semantic scenario checks           editor.ts    the variant editor's operations
 *   messages.ts  every text, in en, ja and fr   search.ts    MCTS hooks: playout, hint, evaluate
 *   bounds.ts    the longest game, the furthest a pawn can get
 */
import type { GameModule } from '../../engine/types.js'
import scenarioJson from '../../../resources/scenarios/exxtra.scenario.json'
import { heuristicBot, randomBot } from './bots.js'
import { maxActions } from './bounds.js'
import { check } from './check.js'
import { describe } from './describe.js'
import { actionKey, evaluate, hint, playout } from './search.js'
import { apply, explain, legalActions, result, setup, toAct } from './rules.js'
import { actionSchema, boardSchema, rulesSchema } from './schema.js'
import { builtInScenario } from '../builtIn.js'
import { series } from './series.js'
import { why } from './why.js'
import { advice } from './advice.js'
import type { ExxtraAction, ExxtraBoard, ExxtraRules, ExxtraScenario, ExxtraState } from './types.js'

/** the default scenario, its settings completed with the schema's defaults (the file may predate some) */
export const defaultScenario: ExxtraScenario = builtInScenario(scenarioJson, 'exxtra', rulesSchema, boardSchema)

export const exxtra: GameModule<ExxtraState, ExxtraAction, ExxtraRules, ExxtraBoard> = {
  id: 'exxtra',
  seatLimits: { min: 2, max: 6 },
  rulesSchema,
  boardSchema,
  actionSchema,
  defaultScenario,
  check,
  setup,
  toAct,
  legalActions,
  explain,
  apply,
  result,
  maxActions: (scenario, seats) => maxActions(scenario.rules, seats),
  describe,
  insight: { series, why, advice },
  bots: {
    random: randomBot,
    heuristic: (s) => heuristicBot(s),
  },
  playout: (s) => playout(s),
  hint,
  evaluate,
  playoutDepth: 4,
  actionKey,
}

export { knockedBy, heldValue, isOver, limitReached, occupant, roundOf } from './rules.js'
export { faultChance, formatValue } from './dice.js'
export * from './types.js'
