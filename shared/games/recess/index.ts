import type { GameModule, Scenario } from '../../engine/types.js'
import scenarioJson from '../../../resources/scenarios/recess.scenario.json'
import { heuristicBot, playoutBot, randomBot } from './bots.js'
import { check } from './check.js'
import { evaluate } from './search.js'
import { hint } from './hint.js'
import { describe } from './describe.js'
import { maxActions } from './length.js'
import { result } from './result.js'
import { apply, explain, legalActions, setup, toAct } from './rules.js'
import { actionSchema, boardSchema, rulesSchema } from './schema.js'
import { builtInScenario } from '../builtIn.js'
import { series } from './series.js'
import { why } from './why.js'
import { advice } from './advice.js'
import type { RecessAction, RecessBoard, RecessRules, RecessState } from './types.js'

export type RecessScenario = Scenario<RecessRules, RecessBoard>

export const defaultScenario: RecessScenario = builtInScenario(scenarioJson, 'recess', rulesSchema, boardSchema)

export const recess: GameModule<RecessState, RecessAction, RecessRules, RecessBoard> = {
  id: 'recess',
  seatLimits: { min: 3, max: 5 },
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
  maxActions,
  describe,
  insight: { series, why, advice },
  bots: {
    random: randomBot,
    heuristic: heuristicBot,
  },
  playout: playoutBot,
  hint,
  evaluate,
  // no random playout: the tree is deterministic and `evaluate` scores each new leaf directly
  // (random moves only blur the kiss race; measured weaker at depths 4, 6 and 14)
  playoutDepth: 0,
}

export * from './types.js'
