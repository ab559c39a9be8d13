/**
 * The colours of the playground's marks, shared by the board (Marks.vue) and its legend
 * (Legend.vue), so the legend always shows what the board draws.
 */
export const MARK_STYLE = {
  /** a cell some nun sees: a kid standing there can be caught */
  seen: 'rgba(255, 206, 40, 0.3)',
  /** a line of sight of the nun being moved */
  sight: 'rgba(40, 40, 70, 0.55)',
  /** the lines of sight from the cell under the pointer or the focus, where the nun would stand */
  sightPreview: 'rgba(200, 120, 0, 0.8)',
  /** the cells the nun would see from there */
  seenPreview: 'rgba(255, 150, 0, 0.16)',
  /** a cell where a fight must be fought */
  forced: '#c0392b',
} as const
