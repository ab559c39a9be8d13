import { shallowRef, type ShallowRef } from 'vue'
import type { BaseAction } from '../../shared/engine/types.js'
import { defineViewState } from '../games/viewState.js'

/**
 * The move the hint suggests, shared through the play view's state so a board can mark it (the
 * hint box sets it and clears it when the position changes); null when no hint is shown.
 */
export const useHintedMove = defineViewState<ShallowRef<BaseAction | null>>(() => shallowRef(null))
