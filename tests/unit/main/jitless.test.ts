import { ZOD_CHUNK } from '../../../scripts/build-options.js'
import { afterEach, describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import '../../../shared/zod-jitless.js'
import { z } from 'zod'

/**
 * zod under the CSP (issue 19, fix 9): no `new Function` probe or compiled fast path, which the
 * page's CSP (no 'unsafe-eval') reports as a violation in the console.
 */
const realFunction = globalThis.Function
afterEach(() => {
  globalThis.Function = realFunction
})

describe('zod runs without eval', () => {
  it('builds and checks object schemas without ever constructing a Function', () => {
    const constructed: unknown[][] = []
    globalThis.Function = new Proxy(realFunction, {
      construct(target, args) {
        constructed.push(args)
        return Reflect.construct(target, args) as object
      },
    })
    const schema = z.object({ format: z.literal('asobiba.save'), seats: z.array(z.object({ name: z.string() })) })
    for (let i = 0; i < 3; i++)
      expect(schema.safeParse({ format: 'asobiba.save', seats: [{ name: 'Aki' }] }).success).toBe(true)
    expect(schema.safeParse({ format: 'x', seats: [] }).success).toBe(false)
    expect(constructed).toEqual([])
  })

  it('is the first import of every worker, and the page loads it before any game or schema (issue 18 §5)', () => {
    const root = resolve(import.meta.dirname, '../../..')
    for (const entry of ['src-renderer/bots/bot.worker.ts', 'src-renderer/fileWorker/file.worker.ts']) {
      const firstImport = /^import\s+[^\n]*$/m.exec(readFileSync(join(root, entry), 'utf8'))?.[0]
      expect(firstImport, entry).toMatch(/^import '(\.\.\/)+shared\/zod-jitless\.js'$/)
    }
    // the page's first load carries no zod: games/gameCode.ts imports the switch, then the game or checker
    expect(readFileSync(join(root, 'src-renderer/main.ts'), 'utf8')).not.toMatch(/^import .*zod/m)
    const modules = readFileSync(join(root, 'src-renderer/games/gameCode.ts'), 'utf8')
    expect(modules).toContain("import('../../shared/zod-jitless.js')")
    expect(modules).toMatch(/zodReady\(\)\s*\.then\(load\)/)
    expect(modules).toMatch(/zodReady\(\)\s*\.then\(\(\) => import\('..\/..\/shared\/formats\/scenarioCheck.js'\)\)/)
    // the web bridge's fallback describes a file on the page only after the switch too
    expect(readFileSync(join(root, 'src-renderer/bridge/web.ts'), 'utf8')).toMatch(
      /await import\('..\/..\/shared\/zod-jitless.js'\)\s*const library = await import/,
    )
  })

  it('shares its chunk with zod in both builds, so a split bundle cannot build a schema before it runs', () => {
    const root = resolve(import.meta.dirname, '../../..')
    for (const config of ['electron.vite.config.ts', 'vite.web.config.ts']) {
      const source = readFileSync(join(root, config), 'utf8')
      expect(source, config).toMatch(/codeSplitting:\s*\{\s*groups:\s*\[ZOD_CHUNK\]/)
    }
    // the group takes zod's modules and the jitless switch, on either kind of path, and nothing else
    for (const path of [
      '/a/node_modules/zod/v4/core/schemas.js',
      'C:\\a\\shared\\zod-jitless.ts',
      '/a/shared/zod-jitless.ts',
    ])
      expect(ZOD_CHUNK.test.test(path), path).toBe(true)
    for (const path of ['/a/shared/formats/envelope.ts', '/a/node_modules/zod-to-json-schema/index.js'])
      expect(ZOD_CHUNK.test.test(path), path).toBe(false)
  })

  it('is kept out of the preload, which imports nothing but electron at run time (issue 18 §5)', () => {
    const source = readFileSync(resolve(import.meta.dirname, '../../../src-main/preload.ts'), 'utf8')
    const runtimeImports = [...source.matchAll(/^import\s+(?!type\b)[^\n]*?'([^']+)'$/gm)].map((m) => m[1])
    expect(runtimeImports).toEqual(['electron'])
  })
})
