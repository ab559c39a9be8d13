import type Konva from 'konva'
import type { Board } from '../../../shared/games/kakekko/types.js'

/**
 * A Kakekko square's centre on the stage: the board's squares are one shape (SquaresBase.vue), its
 * transform places board units on the stage
 */
export function squareOnStage(stage: Konva.Stage, board: Board, id: number): { x: number; y: number } {
  const q = board.squares.find((s) => s.id === id)
  if (!q) throw new Error(`no square ${id} on the board`)
  return stage.findOne('.squares')!.getAbsoluteTransform().point({ x: q.x, y: q.y })
}

/** a click on a Kakekko square, as the pointer gives it: the stage's pointer at its centre, then the click */
export function clickSquare(stage: Konva.Stage, board: Board, id: number): void {
  const at = squareOnStage(stage, board, id)
  stage.setPointersPositions({ clientX: at.x, clientY: at.y })
  stage.findOne('.squares')!.fire('click')
}
