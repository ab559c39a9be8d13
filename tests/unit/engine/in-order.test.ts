import { describe, expect, it } from 'vitest'
import { InOrder, NewestWins } from '../../../shared/inOrder.js'

describe('InOrder: tasks one after another, in the order given', () => {
  it('starts each task after the one before has settled, even when the earlier one is slower', async () => {
    const tasks = new InOrder()
    const log: string[] = []
    const turns = (n: number) =>
      new Promise<void>((r) => {
        let k = n
        const go = () => (--k <= 0 ? r() : setImmediate(go))
        go()
      })
    const a = tasks.run(async () => (log.push('a start'), await turns(20), log.push('a end'), 'a'))
    const b = tasks.run(() => (log.push('b'), 'b'))
    expect(tasks.busy).toBe(true)
    expect(await Promise.all([a, b])).toEqual(['a', 'b'])
    expect(log).toEqual(['a start', 'a end', 'b'])
    await tasks.settled()
    expect(tasks.busy).toBe(false)
  })

  it('a failed task rejects its own promise and does not stop the next', async () => {
    const tasks = new InOrder()
    const failed = tasks.run(() => Promise.reject(new Error('disk full')))
    const next = tasks.run(() => 7)
    await expect(failed).rejects.toThrow('disk full')
    expect(await next).toBe(7)
    await tasks.settled()
    expect(tasks.busy).toBe(false)
  })
})

describe('NewestWins: a slot where a write waiting for its turn gives way to a newer one', () => {
  /** a write that takes `n` turns of the event loop, logged when it starts */
  function slowSlot(log: string[]) {
    return new NewestWins(async (text: string) => {
      log.push(`write ${text}`)
      for (let i = 0; i < 10; i++) await new Promise((r) => setImmediate(r))
      return `wrote ${text}`
    })
  }

  const started = () => new Promise((r) => setImmediate(r))

  it('writes given together, before any has started: only the newest is written, and every caller gets its answer', async () => {
    const log: string[] = []
    const slot = slowSlot(log)
    const answers = ['a', 'b', 'c'].map((t) => slot.write(t))
    expect(await Promise.all(answers)).toEqual(['wrote c', 'wrote c', 'wrote c'])
    expect(log).toEqual(['write c'])
  })

  it('writes given while one runs: the running one is left alone, and only the newest is written after it', async () => {
    const log: string[] = []
    const slot = slowSlot(log)
    const a = slot.write('a')
    await started()
    const answers = ['b', 'c', 'd'].map((t) => slot.write(t))
    expect(await a).toBe('wrote a')
    expect(await Promise.all(answers)).toEqual(['wrote d', 'wrote d', 'wrote d'])
    expect(log).toEqual(['write a', 'write d'])
    expect(slot.tasks.busy).toBe(false)
  })

  it('a clear keeps its place: a write before it is not replaced by one after it', async () => {
    const log: string[] = []
    const slot = slowSlot(log)
    void slot.write('a')
    await started()
    void slot.write('b')
    void slot.run(() => log.push('clear'))
    void slot.write('c')
    void slot.write('d')
    await slot.tasks.settled()
    expect(log).toEqual(['write a', 'write b', 'clear', 'write d'])
  })
})
