import type { GameModule } from '../../engine/types.js'
import scenarioJson from '../../../resources/scenarios/kakekko.scenario.json'
import { actionSchema, boardSchema, rulesSchema } from './schema.js'
import { builtInScenario } from '../builtIn.js'
import { series } from './series.js'
import { why } from './why.js'
import { advice } from './advice.js'
import { maxActions } from './bounds.js'
import { checkScenario } from './check.js'
import { apply, explain, legalActions, result, setup, toAct } from './rules.js'
import { describe } from './describe.js'
import { heuristicBot, randomBot } from './bots.js'
import { actionKey, evaluate, hint, playout } from './search.js'
import type { Board, KakekkoAction, KakekkoScenario, KakekkoState, Rules } from './types.js'

/** the default scenario, its settings completed with the schema's defaults (the file may predate some) */
export const defaultScenario: KakekkoScenario = builtInScenario(scenarioJson, 'kakekko', rulesSchema, boardSchema)

export const kakekko: GameModule<KakekkoState, KakekkoAction, Rules, Board> = {
  id: 'kakekko',
  seatLimits: { min: 2, max: 8 },
  rulesSchema,
  boardSchema,
  actionSchema,
  defaultScenario,
  check: checkScenario,
  setup,
  toAct,
  legalActions,
  explain,
  apply,
  result,
  maxActions: (scenario, seats) => maxActions(scenario.rules, seats),
  describe,
  insight: { series, why, advice },
  bots: { random: randomBot, heuristic: heuristicBot },
  playout,
  hint,
  evaluate,
  playoutDepth: 30,
  actionKey,
}

export default kakekko
