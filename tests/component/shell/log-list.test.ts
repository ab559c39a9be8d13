import { describe, expect, it, vi } from 'vitest'
import { mount } from '@vue/test-utils'
import LogList from '../../../src-renderer/components/LogList.vue'

/**
 * The log of the longest save holds some 20,000 lines. Opening it (issue 34, item 6) the list
 * writes only the lines it shows where it shows them: the last ones in the play view, those
 * around the position in the replay, and never the first lines on the way there.
 */
const COUNT = 19_609
const seats = [
  { name: 'Aya', colour: '#c0392b' },
  { name: 'Ben', colour: '#2980b9' },
]

function mountLog(current?: number) {
  const asked: number[] = []
  const lineOf = (i: number) => {
    asked.push(i)
    return { seat: i % 2, text: `line ${i}` }
  }
  const w = mount(LogList, {
    props: { count: COUNT, lineOf, seats, label: 'Log', testid: 'log', ...(current === undefined ? {} : { current }) },
    attachTo: document.body,
  })
  return { w, asked }
}

describe('the log of a long game', () => {
  it('in the play view writes only lines near its end, the first lines never', async () => {
    const { w, asked } = mountLog()
    await vi.waitFor(() => expect(w.findAll('li').length).toBeGreaterThan(0))
    expect(Math.min(...asked)).toBeGreaterThan(COUNT - 100)
    expect(w.find('li').attributes('aria-setsize')).toBe(String(COUNT))
    w.unmount()
  })

  it('in the replay writes the lines around the position', async () => {
    const { w, asked } = mountLog(12_000)
    await vi.waitFor(() => expect(w.findAll('li').length).toBeGreaterThan(0))
    expect(Math.min(...asked)).toBeGreaterThan(12_000 - 100)
    expect(Math.max(...asked)).toBeLessThan(12_000 + 100)
    w.unmount()
  })
})
