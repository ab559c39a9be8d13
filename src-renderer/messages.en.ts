/** The renderer's own texts (see messages.ts), in English: loaded with the language (i18n.ts) */
export const en = {
  /** a game's code and texts are downloaded when it is first used (src-renderer/games/gameCode.ts) */
  gameLoad: {
    failed: '{game} could not be loaded ({detail}). Check the connection and try again.',
  },
  /** the texts of a language are downloaded the first time it is chosen (src-renderer/i18n.ts) */
  languageLoad: {
    failed: 'The texts of this language could not be loaded ({detail}). Check the connection and try again.',
  },
  recessLegend: {
    title: 'What the marks mean',
    seen: 'a nun sees this cell: a kid here can be caught',
    sight: 'a line of sight of the nun being moved',
    sightPreview: 'its lines of sight from the cell pointed at',
    forced: 'a fight must be fought here',
  },
  /** accessible names: each control says what it acts on */
  named: {
    continueSave:
      'Continue {game}, {n} player, action {turn}, saved {when} | Continue {game}, {n} players, action {turn}, saved {when}',
    deleteSave:
      'Delete the saved game of {game}, {n} player, action {turn}, saved {when} | Delete the saved game of {game}, {n} players, action {turn}, saved {when}',
    seatColour: '{name}: {colour}',
    seatColours: 'Players and colours: {list}',
    playScenario: 'Play {title}',
    editScenario: 'Edit {title}',
    deleteScenario: 'Delete {title}',
    exportSave:
      'Export the saved game of {game}, {n} player, action {turn}, saved {when} | Export the saved game of {game}, {n} players, action {turn}, saved {when}',
    exportScenario: 'Export {title}',
    play: 'Play',
    edit: 'Edit',
    editInstead: 'Edit this scenario',
    variantTitle: '{title} (variant)',
    variantDescription: 'A variant of “{title}”, changed in the editor.',
  },
  issue: {
    notEmpty: 'must not be empty',
    number: { atLeast: 'must be at least {limit}', atMost: 'must be at most {limit}' },
    items: {
      atLeast: 'needs at least {limit} entry | needs at least {limit} entries',
      atMost: 'may have at most {limit} entry | may have at most {limit} entries',
    },
    text: {
      atLeast: 'needs at least {limit} character | needs at least {limit} characters',
      atMost: 'may have at most {limit} character | may have at most {limit} characters',
    },
  },
  rulesView: {
    open: 'Rules',
    openFor: 'Rules of {game}',
    title: 'Rules of {game}',
    summary: 'Summary of the rules',
    settings: 'This scenario: {title}',
    players: 'Players',
    yes: 'on',
    no: 'off',
  },
  shortcuts: {
    title: 'Keyboard shortcuts',
    everywhere: 'Everywhere',
    board: 'On the board',
    editor: 'In the editor',
    hint: 'Press ? at any time to show or hide this list. Tab moves to the board; its keys work while it has the focus.',
  },
  keyNames: {
    Shift: 'Shift',
    Enter: 'Enter',
    Space: 'Space',
    Escape: 'Esc',
    Delete: 'Delete',
    Backspace: 'Backspace',
    Alt: 'Alt',
  },
  boardKeys: {
    recess: {
      next: 'next kid, nun or cell',
      previous: 'previous kid, nun or cell',
      play: 'pick it, or move there',
      letGo: 'let go of the picked piece',
      steps: 'use the 3, 2 or 1 step move for the picked kid',
      pass: 'pass the whole turn, while no part of it is played',
    },
    exxtra: {
      next: 'next move: roll, then the rungs from the top',
      previous: 'previous move',
      play: 'play the chosen move',
      roll: 'roll (again)',
      rung: 'place the held pair on that rung',
    },
    kakekko: {
      next: 'next square or shortcut',
      previous: 'previous square or shortcut',
      play: 'roll the die; walk to the chosen square, ink or build there',
      spend: 'spend that many marbles on the roll',
      letGo: 'back to walking',
      connect: 'ink a shortcut (press again to stop)',
      make: 'build a secret base (press again to stop)',
      rest: 'rest: take a marble from the pool',
      end: 'end the turn',
    },
    swish: {
      left: 'aim the next bone 1° left; at setup the previous pond bone; when eating the previous fish',
      right: 'aim the next bone 1° right; at setup the next pond bone; when eating the next fish',
      bigLeft: 'aim 10° left',
      bigRight: 'aim 10° right',
      up: 'at setup the previous start place; when eating the previous fish',
      down: 'at setup the next start place; when eating the next fish',
      play: 'swim the aimed step; take the chosen bone and place; eat the chosen fish',
      stop: 'stop swimming for this turn',
      pass: 'pass, when no move is possible',
    },
  },
  editorKeys: {
    kakekko: { letGo: 'drop the selection and the line being drawn', remove: 'delete the selected square or shortcut' },
    swish: {
      nudge: 'move the selected bone or start place by 0.1',
      bigNudge: 'move it by 0.5',
      turn: 'turn it 15° clockwise (the mouse wheel turns by 5°, with Shift by 1°)',
      turnBack: 'turn it 15° anticlockwise',
      remove: 'delete it',
      letGo: 'drop the selection',
    },
  },
}

export type Messages = typeof en
