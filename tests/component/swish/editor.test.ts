import { describe, expect, it } from 'vitest'
import type { VueWrapper } from '@vue/test-utils'
import { defaultScenario, swish } from '../../../shared/games/swish/index.js'
import type { Reason } from '../../../shared/engine/types.js'
import type { SwishScenario } from '../../../shared/games/swish/types.js'
import Editor from '../../../src-renderer/games/swish/Editor.vue'
import Thumbnail from '../../../src-renderer/games/swish/Thumbnail.vue'
import { editorPart, mountIn } from '../support/mount.js'

const part = editorPart<SwishScenario>(Editor)
const { stage, lastScenario: lastEmitted } = part
const mountEditor = (scenario = defaultScenario, problems = swish.check(defaultScenario)) =>
  part.mountEditor(scenario, problems)
let wrapper: VueWrapper | null = null

describe('Swish pond editor', () => {
  it('the delete tool removes the clicked bone, without touching the prop', async () => {
    const before = JSON.stringify(defaultScenario)
    wrapper = mountEditor()
    await wrapper.get('[data-testid="swish-tool-erase"]').trigger('click')
    stage().findOne('.bone-5')!.fire('click')
    const next = lastEmitted(wrapper)
    expect(next.board.fish).toHaveLength(31)
    expect(next.board.fish).not.toContainEqual(defaultScenario.board.fish[5])
    expect(JSON.stringify(defaultScenario)).toBe(before)
  })

  it('a selected bone turns by its angle field and changes colour with the palette', async () => {
    wrapper = mountEditor()
    stage().findOne('.bone-2')!.fire('click')
    await wrapper.vm.$nextTick()
    const angle = wrapper.get('[data-testid="swish-angle"]')
    await angle.setValue('45')
    await angle.trigger('change')
    expect(lastEmitted(wrapper).board.fish[2].angle).toBe(45)
    await wrapper.get('[data-testid="swish-colour-green"]').trigger('click')
    expect(lastEmitted(wrapper).board.fish[2].colour).toBe('green')
  })

  it('Scatter makes a fresh seeded pond with the asked counts', async () => {
    wrapper = mountEditor()
    await wrapper.get('[data-testid="swish-scatter"]').trigger('click')
    const next = lastEmitted(wrapper)
    expect(next.board.fish).toEqual(defaultScenario.board.fish)
    expect(swish.check(next)).toEqual([])
  })

  it('Scatter that runs out of room says how many bones it placed of how many, at which spacing', async () => {
    wrapper = mountEditor()
    for (const c of ['red', 'blue', 'yellow', 'green'])
      await wrapper.get(`[data-testid="swish-count-${c}"]`).setValue('12')
    await wrapper.get('[data-testid="swish-spacing"]').setValue('3')
    await wrapper.get('[data-testid="swish-scatter"]').trigger('click')
    expect(lastEmitted(wrapper).board.fish).toHaveLength(7)
    const [reason] = wrapper.emitted('notice')!.at(-1) as [Reason]
    expect(wrapper.vm.$t(reason.key, reason.params!)).toBe('Placed 7 of 48 bones: no room left at spacing 3')
    await wrapper.get('[data-testid="swish-spacing"]').setValue('0.5')
    await wrapper.get('[data-testid="swish-scatter"]').trigger('click')
    expect(lastEmitted(wrapper).board.fish).toHaveLength(48)
    expect(wrapper.emitted('notice')).toHaveLength(1)
  })

  it('rules settings are edited in place', async () => {
    wrapper = mountEditor()
    await wrapper.get('[data-testid="swish-joint-limit"]').setValue('120')
    expect(lastEmitted(wrapper).rules.jointLimit).toBe(120)
  })

  it('bones named by a problem are marked and the focused one is selected', async () => {
    const bad = structuredClone(defaultScenario)
    bad.board.fish[3] = { ...bad.board.fish[0], colour: 'blue', x: bad.board.fish[0].x + 0.05 }
    wrapper = mountIn(Editor, { scenario: bad, problems: swish.check(bad), focusPath: 'board.fish[3]' })
    await wrapper.vm.$nextTick()
    expect(wrapper.get('[data-testid="swish-selected-bone"]').text()).toContain('Bone 4')
    expect(wrapper.text()).toContain('overlaps bone 1')
  })

  it('the thumbnail draws a pond even from a broken board', () => {
    const w = mountIn(Thumbnail, { scenario: { ...defaultScenario, board: { fish: 'x' } }, width: 120, height: 90 })
    expect(w.find('canvas').exists() || w.html().length > 0).toBe(true)
    w.unmount()
  })
})
