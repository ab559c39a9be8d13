import { z } from 'zod'
import type { GameModule } from '../engine/types.js'
import { saveEnvelopeSchema, scenarioEnvelopeSchema } from './envelope.js'

/** the complete scenario schema of one game: the envelope with its rules and board */
export function gameScenarioSchema(game: GameModule) {
  return scenarioEnvelopeSchema.extend({
    game: z.literal(game.id),
    rules: game.rulesSchema,
    board: game.boardSchema,
  })
}

/** JSON Schema documents, by file name, for resources/schema/ */
export function jsonSchemas(games: readonly GameModule[]): Record<string, unknown> {
  const out: Record<string, unknown> = {
    'save.schema.json': z.toJSONSchema(saveEnvelopeSchema, { io: 'input', unrepresentable: 'any' }),
  }
  for (const g of games) {
    out[`${g.id}.scenario.schema.json`] = z.toJSONSchema(gameScenarioSchema(g), { io: 'input', unrepresentable: 'any' })
  }
  return out
}
