import { expect, it } from 'vitest'
import { appForSuite, describeApp, openSave, playOut, SEATS } from './helpers.js'
import { recess } from '../../shared/games/recess/index.js'

describeApp('the play screens say only what a person can do now (issue 17)', () => {
  const ctx = appForSuite()

  it('Recess: once a kid has walked, the hint no longer offers to pass the turn (item 5)', async () => {
    // Ann walks one kid 3 steps: the turn has started, so passing it is no longer legal
    const { module, states, actions } = playOut(recess, 3, 5, (_s, legal, step) =>
      step === 0 ? (legal.find((a) => a.t === 'kid' && a.steps === 3) ?? null) : null,
    )
    const last = states[states.length - 1]
    expect(actions).toHaveLength(1)
    expect(last.started).toBe(true)
    expect(module.legalActions(last).some((a) => a.t === 'pass')).toBe(false)

    const { page } = ctx
    await openSave(ctx.app, 'started.save.json', 'recess', SEATS, 5, actions)
    const hint = page.getByTestId('recess-hint')
    await hint.waitFor()
    expect(await hint.innerText()).toBe('Pick a kid for the 2-step move.')
    expect(await page.getByRole('button', { name: 'Pass the turn' }).count()).toBe(0)
  })

  it('Recess: at the start of a turn the hint offers to pass, and the Pass button is there (item 5)', async () => {
    const { page } = ctx
    await page.getByRole('button', { name: 'Home', exact: true }).click()
    await openSave(ctx.app, 'fresh.save.json', 'recess', SEATS, 5, [])
    const hint = page.getByTestId('recess-hint')
    await hint.waitFor()
    expect(await hint.innerText()).toBe('Pick a kid for the 3-step move, or pass the whole turn.')
    expect(await page.getByRole('button', { name: 'Pass the turn' }).count()).toBe(1)
    expect(ctx.errors).toEqual([])
  })
})
