import type { GameModule } from '../../engine/types.js'
import scenarioJson from '../../../resources/scenarios/swish.scenario.json'
import { actionSchema, boardSchema, rulesSchema } from './schema.js'
import { builtInScenario } from '../builtIn.js'
import { series } from './series.js'
import { why } from './why.js'
import { advice } from './advice.js'
import { check } from './check.js'
import { apply, explain, legalActions, maxActions, result, setup, toAct } from './rules.js'
import { describe } from './describe.js'
import { heuristicBot, randomBot } from './bots.js'
import { actionKey, evaluate, greedyPlayout, PLAYOUT_DEPTH, tightHint } from './search.js'
import { vouch } from './vouch.js'
import { withRng } from './shapes.js'
import type { SwishAction, SwishBoard, SwishRules, SwishScenario, SwishState } from './types.js'

export const defaultScenario: SwishScenario = builtInScenario(scenarioJson, 'swish', rulesSchema, boardSchema)

export const swish: GameModule<SwishState, SwishAction, SwishRules, SwishBoard> = {
  id: 'swish',
  seatLimits: { min: 2, max: 4 },
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
  vouch,
  describe,
  insight: { series, why, advice },
  bots: { random: randomBot, heuristic: heuristicBot },
  playout: greedyPlayout,
  hint: tightHint,
  evaluate,
  playoutDepth: PLAYOUT_DEPTH,
  actionKey,
  withRng,
}

export default swish
