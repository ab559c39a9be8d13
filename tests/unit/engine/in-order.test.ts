import { describe, expect, it } from 'vitest'
import { InOrder } from '../../../shared/inOrder.js'

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
