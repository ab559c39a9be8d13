import { readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { jsonSchemas } from '../../../shared/formats/jsonSchema.js'
import { GAMES } from '../../../shared/games/registry.js'
import type { GameModule } from '../../../shared/engine/types.js'

const dir = resolve(import.meta.dirname, '../../../resources/schema')

describe('exported JSON Schema files', () => {
  const expected = jsonSchemas(Object.values<GameModule>(GAMES))
  it('exist for every format and match the zod schemas (run `npm run schema` after a change)', () => {
    const files = readdirSync(dir)
      .filter((f) => f.endsWith('.schema.json'))
      .sort()
    expect(files).toEqual(Object.keys(expected).sort())
    for (const [name, schema] of Object.entries(expected)) {
      const onDisk = JSON.parse(readFileSync(resolve(dir, name), 'utf8')) as unknown
      expect(onDisk, name).toEqual(JSON.parse(JSON.stringify(schema)))
    }
  })
})
