import type { Reason } from '../../engine/types.js'
import { stepColours, stepJoints, touching } from './fish.js'
import { eatOutcome } from './rules.js'
import { COLOURS, type Fish, type SwishAction, type SwishState } from './types.js'

const colour = (c: number): Reason => ({ key: `swish.colour.${COLOURS[c]}` })

/**
 * The hinted move as advice to the player on turn ("Swim a step turning 12 degrees and swallow
 * the red fish"), where describe() tells it as a log line.
 */
export function advice(s: SwishState, a: SwishAction): Reason {
  switch (a.t) {
    case 'pick': {
      const bone = s.pond.find((f) => f.id === a.bone)
      return { key: 'swish.advice.pick', params: { slot: a.slot + 1 }, cause: colour(bone ? bone.c : 0) }
    }
    case 'step': {
      const fish = s.fish[s.seat] as Fish
      const p = stepJoints(fish.p, a.deg)
      const touched = touching(s, p)
      if (touched.length > 1) return { key: 'swish.advice.stepMany', params: { deg: a.deg, count: touched.length } }
      if (touched.length === 1) {
        const moved: SwishState = {
          ...s,
          fish: s.fish.map((f, i) => (i === s.seat ? { c: stepColours(fish.c), p } : f)),
        }
        const bone = s.pond.find((f) => f.id === touched[0])!
        const key = eatOutcome(moved, bone.id) === 'grow' ? 'stepEat' : 'stepEatSick'
        return { key: `swish.advice.${key}`, params: { deg: a.deg }, cause: colour(bone.c) }
      }
      return { key: 'swish.advice.step', params: { deg: a.deg } }
    }
    case 'stop':
      return { key: 'swish.advice.stop' }
    case 'eat': {
      const bone = s.pond.find((f) => f.id === a.fish)
      const key = eatOutcome(s, a.fish) === 'grow' ? 'eat' : 'eatSick'
      return { key: `swish.advice.${key}`, cause: colour(bone ? bone.c : 0) }
    }
    case 'pass':
      return { key: 'swish.advice.pass' }
  }
}
