import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inProcessServer, Table, until } from './harness.js'

/**
 * The server serves the built web edition next to its rooms, so a web join link opens in a
 * browser: the page and its files, nothing outside the folder, nothing but GET and HEAD; and
 * matchmaking still works on the same port.
 */
describe('the web edition from the game server', () => {
  let server: Awaited<ReturnType<typeof inProcessServer>>
  let base: string
  beforeAll(async () => {
    const root = await mkdtemp(join(tmpdir(), 'asobiba-web-'))
    const site = join(root, 'site')
    await mkdir(join(site, 'assets'), { recursive: true })
    await writeFile(join(site, 'index.html'), '<!doctype html><title>Asobiba</title>')
    await writeFile(join(site, 'assets', 'a.js'), 'export {}')
    await writeFile(join(root, 'secret.txt'), 'secret')
    server = await inProcessServer(undefined, undefined, site)
    base = `http://127.0.0.1:${server.port}`
  })
  afterAll(() => server.stop())

  it('serves the page at / (a join link’s address) and its files, and nothing outside', async () => {
    const page = await fetch(`${base}/`)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toMatch(/^text\/html/)
    expect(await page.text()).toContain('<title>Asobiba</title>')
    const script = await fetch(`${base}/assets/a.js`)
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/)
    expect(script.headers.get('x-content-type-options')).toBe('nosniff')

    for (const path of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/assets',
      '/nope.js',
    ]) {
      const res = await fetch(`${base}${path}`)
      expect(res.status, path).toBe(404)
      expect(await res.text(), path).not.toContain('secret')
    }
    expect((await fetch(`${base}/`, { method: 'POST', body: 'x' })).status).toBe(405)

    const table = await Table.create(`ws://127.0.0.1:${server.port}`, { game: 'exxtra', seats: 3 })
    await until(table, () => table.you?.host === true)
    await table.leave()
  })
})
