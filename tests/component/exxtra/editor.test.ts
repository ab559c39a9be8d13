import { describe, expect, it, vi } from 'vitest'
import type { VueWrapper } from '@vue/test-utils'
import Konva from 'konva'
import { checkScenario } from '../../../shared/formats/loadFile.js'
import type { Scenario } from '../../../shared/engine/types.js'
import type { ExxtraScenario } from '../../../shared/games/exxtra/index.js'
import { defaultScenario } from '../../../shared/games/exxtra/index.js'
import Editor from '../../../src-renderer/games/exxtra/Editor.vue'
import Thumbnail from '../../../src-renderer/games/exxtra/Thumbnail.vue'
import { editorPart, mountIn } from '../support/mount.js'

const base = defaultScenario
const problemsOf = (sc: Scenario) => {
  const r = checkScenario(JSON.parse(JSON.stringify(sc)))
  return r.ok ? [] : r.problems
}

const part = editorPart<ExxtraScenario>(Editor)
const mountEditor = (scenario: ExxtraScenario, focusPath: string | null = null) =>
  part.mountEditor(scenario, problemsOf(scenario), focusPath)
let wrapper: VueWrapper | null = null

describe('Exxtra variant editor', () => {
  it('typing a face emits a new scenario and leaves the prop alone', async () => {
    const before = JSON.stringify(base)
    wrapper = mountEditor(base)
    await wrapper.get('[data-testid="exxtra-dieA-4"]').setValue('9')
    const next = wrapper.emitted('update:scenario')![0][0] as Scenario
    expect((next.rules as { dieA: string[] }).dieA).toEqual(['1', '2', '3', '4', '9', 'X'])
    expect(JSON.stringify(base)).toBe(before)
  })

  it('a lowercase x is read as X; a letter is kept in the field, marked, and not sent', async () => {
    wrapper = mountEditor(base)
    await wrapper.get('[data-testid="exxtra-dieB-0"]').setValue('x')
    expect(((wrapper.emitted('update:scenario')![0][0] as Scenario).rules as { dieB: string[] }).dieB[0]).toBe('X')
    await wrapper.get('[data-testid="exxtra-dieB-1"]').setValue('q')
    expect(wrapper.emitted('update:scenario')).toHaveLength(1)
    expect(wrapper.get('[data-testid="exxtra-dieB-1"]').classes()).toContain('bad')
    expect(wrapper.text()).toContain('A face is a digit from 0 to 9 or X.')
  })

  it('a die of X faces only is shown with the reason from the issues list, in place', () => {
    const bad: ExxtraScenario = { ...base, rules: { ...base.rules, dieA: ['X', 'X', 'X', 'X', 'X', 'X'] } }
    wrapper = mountEditor(bad)
    expect(wrapper.text()).toContain('This die needs at least one face with a digit.')
    expect(wrapper.get('[data-testid="exxtra-dieA-0"]').element.closest('fieldset')!.classList.contains('bad')).toBe(
      true,
    )
  })

  it('the track length field sends what is typed; out of range values are explained', async () => {
    wrapper = mountEditor(base)
    await wrapper.get('[data-testid="exxtra-track-length"]').setValue('35')
    expect(((wrapper.emitted('update:scenario')![0][0] as Scenario).rules as { trackLength: number }).trackLength).toBe(
      35,
    )
    const tooLong = { ...base, rules: { ...base.rules, trackLength: 250 } }
    await wrapper.setProps({ scenario: tooLong, problems: problemsOf(tooLong) })
    expect(wrapper.get('[data-testid="exxtra-track-length"]').classes()).toContain('bad')
  })

  it('the first-roll X-X setting and the standard dice button', async () => {
    wrapper = mountEditor(base)
    await wrapper.get('[data-testid="exxtra-doublex-hundred"]').trigger('change')
    expect(
      ((wrapper.emitted('update:scenario')![0][0] as Scenario).rules as { firstRollDoubleX: string }).firstRollDoubleX,
    ).toBe('hundred')
    await wrapper.get('[data-testid="exxtra-standard-dice"]').trigger('click')
    expect((wrapper.emitted('update:scenario')![1][0] as Scenario).rules).toEqual(base.rules)
  })

  it('the issues list focus moves to the face it names; a face on the canvas focuses its field', async () => {
    wrapper = mountEditor(base)
    await wrapper.setProps({ focusPath: 'rules.dieB[3]' })
    await vi.waitFor(() => expect(document.activeElement).toBe(wrapper!.get('[data-testid="exxtra-dieB-3"]').element))
    Konva.stages[Konva.stages.length - 1].findOne('.face-dieA-2')!.fire('click')
    expect(document.activeElement).toBe(wrapper.get('[data-testid="exxtra-dieA-2"]').element)
  })

  it('the thumbnail draws any scenario, even one with a broken track length', () => {
    const thumb = mountIn(Thumbnail, { scenario: { ...base, rules: { trackLength: 'long' } }, width: 120, height: 70 })
    expect(thumb.find('canvas').exists()).toBe(true)
    thumb.unmount()
  })
})
