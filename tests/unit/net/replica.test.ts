import { describe, expect, it } from 'vitest'
import { GAME_IDS, type BaseAction, type BaseState, type GameModule } from '../../../shared/engine/types.js'
import { makeRand, scriptedRng, seedRng } from '../../../shared/engine/rng.js'
import { applyDrawing } from '../../../shared/engine/session.js'
import { GAMES } from '../../../shared/games/registry.js'
import { stateHash } from '../../../shared/net/hash.js'
import { applyAccepted, publicState } from '../../../shared/net/replica.js'

describe('a client replays the server’s draws', () => {
  it.each(GAME_IDS)(
    '%s: a whole random game, every step replayed from its draws alone, ends on the server’s hash',
    (id) => {
      const game: GameModule = GAMES[id]
      const seats = game.defaultScenario.players.min
      let server = game.setup(game.defaultScenario, seats, 20_261_128)
      let client = publicState(server)
      const rand = makeRand(7)
      let drawn = 0
      while (game.toAct(server) !== null) {
        const action = game.bots.random(server, rand)
        const step = applyDrawing(game, server, action)
        if (!step.ok) throw new Error(`${id}: the random bot chose an illegal action`)
        expect(step.value.state.rng).toEqual(game.apply(server, action).rng)
        server = step.value.state
        drawn += step.value.draws.length
        const replayed = applyAccepted(game, client, {
          turn: 0,
          seat: 0,
          action,
          draws: step.value.draws,
          hash: stateHash(server),
        })
        if (!replayed.ok) throw new Error(`${id}: replay refused (${replayed.why})`)
        client = replayed.state
      }
      expect(stateHash(client)).toBe(stateHash(server))
      expect(client.rng).toEqual(scriptedRng([]))
      // Recess and Swish have no dice: only Exxtra and Kakekko draw
      expect(drawn > 0).toBe(id === 'exxtra' || id === 'kakekko')
    },
  )

  it('refuses a step whose draws are missing, left over or another outcome', () => {
    const game = GAMES.exxtra
    const server = game.setup(game.defaultScenario, 3, 5)
    const step = applyDrawing(game, server, { t: 'roll' })
    if (!step.ok) throw new Error('roll refused')
    const { draws, state } = step.value
    expect(draws).toHaveLength(2)
    const msg = { turn: 0, seat: 0, action: { t: 'roll' }, draws, hash: stateHash(state) }
    const client = publicState(server)
    expect(applyAccepted(game, client, msg).ok).toBe(true)
    expect(applyAccepted(game, client, { ...msg, draws: draws.slice(1) })).toEqual({ ok: false, why: 'draws' })
    expect(applyAccepted(game, client, { ...msg, draws: [...draws, 0] })).toEqual({ ok: false, why: 'draws' })
    const other = draws.map((d) => (d === 0 ? 1 : 0))
    expect(applyAccepted(game, client, { ...msg, draws: other })).toEqual({ ok: false, why: 'hash' })
    const place: BaseAction = { t: 'place', rung: 0 } as BaseAction
    expect(applyAccepted(game, client, { ...msg, action: place })).toEqual({
      ok: false,
      why: 'illegal',
    })
  })
})

describe('stateHash', () => {
  it('ignores the random source and the order of keys, and sees any other change', () => {
    const state = { n: 2, rng: seedRng(1), board: { a: 1, b: [1, 2] } } as BaseState
    const reordered = { board: { b: [1, 2], a: 1 }, rng: scriptedRng([]), n: 2 } as BaseState
    expect(stateHash(reordered)).toBe(stateHash(state))
    expect(stateHash({ ...state, board: { a: 1, b: [2, 1] } } as BaseState)).not.toBe(stateHash(state))
    expect(stateHash({ ...state, n: 3 })).not.toBe(stateHash(state))
    expect(stateHash(state)).toMatch(/^[0-9a-f]{16}$/)
  })
})
