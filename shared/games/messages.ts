/** Each game's texts (rules, log lines, reasons, board and editor UI), one file per game. */
type Tree = { [k: string]: string | Tree }
export interface GameMessages {
  en: Tree
  ja: Tree
  fr: Tree
}

export const GAME_MESSAGES: GameMessages[] = []
