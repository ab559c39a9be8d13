import type { z } from 'zod'
import type { GameId, Scenario } from '../engine/types.js'
import { scenarioEnvelopeSchema } from '../formats/envelope.js'

/**
 * A scenario shipped with the app (resources/scenarios/), read through the same schemas as any
 * file, so its type is proven rather than asserted: settings the file leaves out take the schema's
 * defaults. A broken built-in file stops the app at start-up (and every test), never later.
 */
export function builtInScenario<R, B>(
  json: unknown,
  game: GameId,
  rulesSchema: z.ZodType<R>,
  boardSchema: z.ZodType<B>,
): Scenario<R, B> {
  const envelope = scenarioEnvelopeSchema.parse(json)
  if (envelope.game !== game) throw new Error(`the built-in ${game} scenario is a ${envelope.game} scenario`)
  return { ...envelope, game, rules: rulesSchema.parse(envelope.rules), board: boardSchema.parse(envelope.board) }
}
