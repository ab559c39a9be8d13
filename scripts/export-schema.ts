/** Writes the JSON Schema files of every format to resources/schema/ (tests check they match). */
import { mkdirSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { jsonSchemas } from '../shared/formats/jsonSchema.js'
import { GAMES } from '../shared/games/registry.js'
import type { GameModule } from '../shared/engine/types.js'

const dir = resolve(import.meta.dirname, '../resources/schema')
mkdirSync(dir, { recursive: true })
const schemas = jsonSchemas(Object.values<GameModule>(GAMES))
for (const [name, schema] of Object.entries(schemas)) {
  writeFileSync(resolve(dir, name), JSON.stringify(schema, null, 2) + '\n')
  console.log(`wrote resources/schema/${name}`)
}
