import { describe, expect, it, vi } from 'vitest'
import { defineComponent, h } from 'vue'
import { canvasPart, lazyPart, PART_TRIES } from '../../../src-renderer/games/parts.js'
import { mountIn } from '../support/mount.js'

/**
 * A screen or part is downloaded when first shown (parts.ts). A download that fails (a dropped
 * connection; in the web edition, a chunk of an older deployment) is tried again, and when it keeps
 * failing the part's place says why and offers a reload, instead of staying empty.
 */
const Loaded = defineComponent({ render: () => h('p', { 'data-testid': 'loaded' }, 'the part') })

/** a loader that fails its first `failures` calls */
function flaky(failures: number) {
  const calls = { n: 0 }
  const load = () => {
    calls.n++
    return calls.n <= failures
      ? Promise.reject(new Error('Failed to fetch dynamically imported module'))
      : Promise.resolve({ default: Loaded })
  }
  return { calls, load }
}

describe('a part whose download fails', () => {
  it('is tried again, and shows once a retry succeeds', async () => {
    const { calls, load } = flaky(PART_TRIES - 1)
    const wrapper = mountIn(defineComponent({ render: () => h(lazyPart(load)) }), {})
    await vi.waitFor(() => expect(wrapper.find('[data-testid="loaded"]').exists()).toBe(true), { timeout: 5000 })
    expect(calls.n).toBe(PART_TRIES)
    expect(wrapper.find('[data-testid="part-failed"]').exists()).toBe(false)
    wrapper.unmount()
  })

  it('says why in its place, with a Reload button, when every try fails', async () => {
    const { calls, load } = flaky(Infinity)
    const wrapper = mountIn(defineComponent({ render: () => h(lazyPart(load)) }), {})
    await vi.waitFor(() => expect(wrapper.find('[data-testid="part-failed"]').exists()).toBe(true), { timeout: 5000 })
    expect(calls.n).toBe(PART_TRIES)
    const alert = wrapper.get('[role="alert"]')
    expect(alert.text()).toContain('could not be loaded (Failed to fetch dynamically imported module)')
    expect(alert.get('button').text()).toBe('Reload')
    wrapper.unmount()
  })

  it('a board part (drawn with Konva) is tried again too', async () => {
    const { calls, load } = flaky(PART_TRIES - 1)
    const wrapper = mountIn(defineComponent({ render: () => h(canvasPart(load)) }), {})
    await vi.waitFor(() => expect(wrapper.find('[data-testid="loaded"]').exists()).toBe(true), { timeout: 5000 })
    expect(calls.n).toBe(PART_TRIES)
    wrapper.unmount()
  })
})
