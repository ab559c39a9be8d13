import type { Reason } from '../../engine/types.js'
import { touching, stepJoints } from './fish.js'
import { eatOutcome } from './rules.js'
import { COLOURS, type Fish, type SwishAction, type SwishState } from './types.js'

const colourName = (c: number): Reason => ({ key: `swish.colour.${COLOURS[c]}` })

function ateLine(state: SwishState, id: number, deg?: number): Reason {
  const seat = state.seat
  const bone = state.pond.find((s) => s.id === id)!
  const outcome = eatOutcome(state, id)
  const params: Record<string, number> = deg === undefined ? { seat } : { seat, deg }
  const base = deg === undefined ? 'swish.log.ate' : 'swish.log.swamAndAte'
  const key = outcome === 'grow' ? base : `${base}Sick`
  return { key, params, cause: colourName(bone.c) }
}

export function describe(state: SwishState, action: SwishAction): Reason {
  const seat = state.seat
  switch (action.t) {
    case 'pick': {
      const bone = state.pond.find((s) => s.id === action.bone)
      return { key: 'swish.log.pick', params: { seat, slot: action.slot + 1 }, cause: colourName(bone ? bone.c : 0) }
    }
    case 'step': {
      const fish = state.fish[seat] as Fish
      const p = stepJoints(fish.p, action.deg)
      const touched = touching(state, p)
      if (touched.length === 1) {
        const moved = {
          ...state,
          fish: state.fish.map((f, i) =>
            i === seat ? { c: [fish.c[fish.c.length - 1], ...fish.c.slice(0, -1)], p } : f,
          ),
        }
        return ateLine(moved, touched[0], action.deg)
      }
      if (touched.length > 1)
        return { key: 'swish.log.swamToMany', params: { seat, deg: action.deg, count: touched.length } }
      return {
        key: state.steps + 1 >= state.len ? 'swish.log.swamLast' : 'swish.log.swam',
        params: { seat, deg: action.deg },
      }
    }
    case 'stop':
      return { key: 'swish.log.stop', params: { seat, steps: state.steps } }
    case 'eat':
      return ateLine(state, action.fish)
    case 'pass':
      return { key: 'swish.log.pass', params: { seat } }
  }
}
