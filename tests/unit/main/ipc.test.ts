import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { CHANNELS } from '../../../shared/ipc.js'
import { createHandlers } from '../../../src-main/handlers.js'
import { FORBIDDEN, registerIpc, type SenderEvent } from '../../../src-main/ipc.js'
import { APP_ORIGIN, isTrustedUrl, trustedOrigins } from '../../../src-main/sender.js'
import { createTestHost } from '../../support/testHost.js'

let userData: string
let registered: Map<string, (event: SenderEvent, payload: unknown) => unknown>

beforeEach(async () => {
  userData = await mkdtemp(join(tmpdir(), 'asobiba-ipc-'))
  registered = new Map()
  const fakeIpc = {
    handle: (channel: string, listener: (event: SenderEvent, payload: unknown) => unknown) =>
      void registered.set(channel, listener),
  }
  registerIpc(fakeIpc, createHandlers(createTestHost(userData).host).handlers, trustedOrigins('http://localhost:5173/'))
})
afterEach(async () => {
  await rm(userData, { recursive: true, force: true })
})

const from = (url: string, parent: unknown = null): SenderEvent => ({ senderFrame: { url, parent } })
const invoke = (channel: string, event: SenderEvent, payload?: unknown) => registered.get(channel)!(event, payload)

describe('sender check', () => {
  it('registers exactly one handler per channel', () => {
    expect([...registered.keys()].sort()).toEqual(
      Object.values(CHANNELS)
        .map((c) => c.channel)
        .sort(),
    )
  })

  it('answers the app’s own pages', async () => {
    await expect(invoke('app:info', from(`${APP_ORIGIN}/index.html`))).resolves.toMatchObject({ version: '0.0.0-test' })
    await expect(invoke('app:info', from('http://localhost:5173/#/play'))).resolves.toMatchObject({ shell: 'e2e' })
  })

  it('gives a foreign origin nothing, and does nothing for it', async () => {
    const foreign = [
      'https://evil.example/',
      'http://localhost:5174/',
      'file:///home/user/index.html',
      'app://other/index.html',
      'data:text/html,<script>1</script>',
      'about:blank',
      '',
    ]
    for (const url of foreign) {
      expect(await invoke('app:info', from(url)), url).toEqual(FORBIDDEN)
      expect(await invoke('autosave:write', from(url), { text: '{}' }), url).toEqual(FORBIDDEN)
      expect(await invoke('library:storeSave', from(url), { name: 'x', text: '{}' }), url).toEqual(FORBIDDEN)
    }
    expect(await readdir(userData)).toEqual([])
  })

  it('refuses a sub-frame even of our own origin, and an event without a frame', async () => {
    expect(await invoke('app:info', from(`${APP_ORIGIN}/index.html`, { url: `${APP_ORIGIN}/` }))).toEqual(FORBIDDEN)
    expect(await invoke('app:info', { senderFrame: null })).toEqual(FORBIDDEN)
  })

  it('compares whole origins, not prefixes', () => {
    expect(isTrustedUrl('app://asobiba.evil/index.html', [APP_ORIGIN])).toBe(false)
    expect(isTrustedUrl('app://asobiba/index.html', [APP_ORIGIN])).toBe(true)
    expect(isTrustedUrl('not a url', [APP_ORIGIN])).toBe(false)
  })
})
