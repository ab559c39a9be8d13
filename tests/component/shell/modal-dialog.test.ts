import { describe, expect, it } from 'vitest'
import { defineComponent, h, ref } from 'vue'
import { mount } from '@vue/test-utils'
import ModalDialog from '../../../src-renderer/components/ModalDialog.vue'

/**
 * Escape closes a dialog at once, wherever the focus is: the focus trap moves focus into the
 * dialog a moment after it shows, and an Escape pressed meanwhile used to be lost (the Rules
 * dialog stayed open). With a dialog over another, Escape closes the top one only.
 */
const escape = () => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))

describe('a modal dialog and Escape', () => {
  it('closes on Escape pressed before the focus has moved into it', () => {
    const opener = document.createElement('button')
    document.body.append(opener)
    opener.focus()
    const w = mount(ModalDialog, {
      props: { labelledby: 'x' },
      slots: { default: '<h2 id="x">Rules</h2>' },
      attachTo: document.body,
    })
    opener.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    expect(w.emitted('close')).toHaveLength(1)
    w.unmount()
    opener.remove()
  })

  it('with a dialog over another, closes the top one only, then the one under it', async () => {
    const Two = defineComponent({
      setup() {
        const under = ref(true)
        const over = ref(true)
        const closed: string[] = []
        return { under, over, closed }
      },
      render() {
        return h('div', [
          this.under
            ? h(
                ModalDialog,
                { labelledby: 'u', onClose: () => (this.closed.push('under'), (this.under = false)) },
                () => 'under',
              )
            : null,
          this.over
            ? h(
                ModalDialog,
                { labelledby: 'o', onClose: () => (this.closed.push('over'), (this.over = false)) },
                () => 'over',
              )
            : null,
        ])
      },
    })
    const w = mount(Two, { attachTo: document.body })
    escape()
    await w.vm.$nextTick()
    expect(w.vm.closed).toEqual(['over'])
    escape()
    await w.vm.$nextTick()
    expect(w.vm.closed).toEqual(['over', 'under'])
    w.unmount()
  })
})
