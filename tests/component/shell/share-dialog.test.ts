import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { flushPromises, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import type { AppInfo, Bridge } from '../../../shared/ipc.js'
import { GAMES } from '../../../shared/games/registry.js'
import { chooseAction } from '../../../shared/ai/choose.js'
import { decodeLink } from '../../../shared/share/codec.js'
import ShareDialog from '../../../src-renderer/share/ShareDialog.vue'
import { useAppStore } from '../../../src-renderer/stores/app.js'
import { mountIn } from '../support/mount.js'

let shell: AppInfo['shell'] = 'electron'
;(window as { asobiba?: Bridge }).asobiba = {
  appInfo: () => Promise.resolve({ version: '9.9.9', platform: 'linux', locales: ['en'], shell }),
} as Partial<Bridge> as Bridge

let wrapper: VueWrapper | null = null
beforeEach(() => {
  setActivePinia(createPinia())
  localStorage.clear()
})
afterEach(() => {
  wrapper?.unmount()
  wrapper = null
})

async function open(doc: unknown, saveFile?: () => unknown) {
  wrapper = mountIn(ShareDialog, { doc, name: 'My board', saveFile })
  await flushPromises()
  return wrapper
}
const valueOf = (w: VueWrapper, id: string) => (w.find(`[data-testid="${id}"]`).element as HTMLTextAreaElement).value

/**
 * Recess's default scenario whose description is `length` characters of seeded noise that does
 * not compress
 */
function withNoise(length: number, seed: number) {
  const noise = Array.from({ length }, () =>
    String.fromCharCode(33 + ((seed = (seed * 48271) % 2147483647) % 90)),
  ).join('')
  return { ...GAMES.recess.defaultScenario, meta: { ...GAMES.recess.defaultScenario.meta, description: noise } }
}

describe('the share dialog', () => {
  it('Copy puts the link on the clipboard and says so; when it cannot, it says so and selects the link to copy by hand', async () => {
    const writeText = vi.fn<(text: string) => Promise<void>>(() => Promise.resolve())
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } })
    try {
      const w = await open(GAMES.exxtra.defaultScenario)
      const app = useAppStore()
      for (const id of ['web', 'desktop']) {
        await w.get(`[data-testid="share-copy-${id}"]`).trigger('click')
        await flushPromises()
        expect(writeText).toHaveBeenLastCalledWith(valueOf(w, `share-${id}-link`))
        expect(app.notices.at(-1)).toMatchObject({ text: 'Link copied.', kind: 'info' })
      }
      writeText.mockImplementation(() => Promise.reject(new Error('denied')))
      await w.get('[data-testid="share-copy-desktop"]').trigger('click')
      await flushPromises()
      expect(app.notices.at(-1)).toMatchObject({
        text: 'The link could not be copied: select it and copy it yourself.',
        kind: 'error',
      })
      const field = w.get('[data-testid="share-desktop-link"]').element as HTMLTextAreaElement
      expect([field.selectionStart, field.selectionEnd]).toEqual([0, field.value.length])
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('gives the web link at the address of the setting, and in the desktop app the asobiba: link, both carrying the document', async () => {
    localStorage.setItem('asobiba.shareAddress', 'https://play.example/asobiba/')
    const doc = GAMES.swish.defaultScenario
    const w = await open(doc)
    expect(w.find('h2').text()).toBe('Share “My board”')
    const web = valueOf(w, 'share-web-link')
    expect(web.startsWith('https://play.example/asobiba/#s=2')).toBe(true)
    const desktop = valueOf(w, 'share-desktop-link')
    expect(desktop).toBe(`asobiba://open${web.slice(web.indexOf('#'))}`)
    for (const link of [web, desktop]) {
      const text = decodeLink(link)
      expect(text.ok && JSON.parse(text.value)).toEqual(doc)
    }
  })

  it('in the web edition shows no desktop link, takes the page’s address by default, and says what to type when the address is not a web one', async () => {
    shell = 'web'
    const w = await open(GAMES.exxtra.defaultScenario)
    expect(w.find('[data-testid="share-desktop-link"]').exists()).toBe(false)
    expect(valueOf(w, 'share-web-link').startsWith(`${window.location.href.split('#')[0]}#s=2`)).toBe(true)
    await w.find('[data-testid="share-address"]').setValue('ftp://nope.example/')
    expect(w.find('[data-testid="share-web-link"]').exists()).toBe(false)
    expect(w.find('[data-testid="share-qr"]').exists()).toBe(false)
    expect(w.text()).toContain('Enter an address that starts with http:// or https://')
    await w.find('[data-testid="share-address"]').setValue('https://friends.example/')
    expect(valueOf(w, 'share-web-link').startsWith('https://friends.example/#s=2')).toBe(true)
    // the address is kept for the next time
    expect(localStorage.getItem('asobiba.shareAddress')).toBe('https://friends.example/')
    shell = 'electron'
  })

  it('a document too large for a link says so and offers its file instead', async () => {
    // 90,000 characters that do not compress: far more than a link may hold
    const saveFile = vi.fn()
    const w = await open(withNoise(90_000, 1), saveFile)
    expect(w.find('[data-testid="share-too-large"]').text()).toMatch(
      /^This is too large for a link \(\d+ characters, at most 65536\)\. Share the file instead\.$/,
    )
    expect(w.find('[data-testid="share-web-link"]').exists()).toBe(false)
    await w.find('[data-testid="share-save-file"]').trigger('click')
    expect(saveFile).toHaveBeenCalledOnce()
    expect(w.emitted('close')).toHaveLength(1)
  })

  it('a link too long for a QR code a phone reads across the table (over 2,000 characters) gets no code: it says so and offers the file', async () => {
    // about 2,500 characters of data that do not compress: a link, but no QR code
    const saveFile = vi.fn()
    const w = await open(withNoise(1_800, 7), saveFile)
    const link = valueOf(w, 'share-web-link')
    expect(link.length).toBeGreaterThan(2000)
    expect(w.find('[data-testid="share-qr"]').exists()).toBe(false)
    expect(w.find('[data-testid="share-no-qr"]').text()).toContain(
      `No QR code: at ${link.length} characters it would be too dense for a phone to read across the table (a QR code here holds up to 2000).`,
    )
    await w.find('[data-testid="share-qr-save-file"]').trigger('click')
    expect(saveFile).toHaveBeenCalledOnce()
  })

  it('a Kakekko game of 100 actions on the built-in course gets its QR code (its link carries the course as references)', async () => {
    const game = GAMES.kakekko
    let state = game.setup(game.defaultScenario, 3, 5)
    const actions: unknown[] = []
    while (actions.length < 100 && game.result(state) === null) {
      const action = chooseAction(game, state, 'normal', actions.length)
      actions.push(action)
      state = game.apply(state, action)
    }
    const w = await open({
      format: 'asobiba.save',
      version: 2,
      scenario: game.defaultScenario,
      seats: ['Aiko', 'Ben', 'Chloé'].map((name) => ({ name, colour: '#0072b2', bot: 'normal' })),
      seed: 5,
      actions,
      cursor: actions.length,
      savedAt: '2026-11-28T12:00:00.000Z',
    })
    expect(actions).toHaveLength(100)
    expect(valueOf(w, 'share-web-link').length).toBeLessThan(1000)
    expect(w.find('[data-testid="share-no-qr"]').exists()).toBe(false)
    expect(w.find('[data-testid="share-qr"]').attributes('data-level')).toBe('M')
  })
})
