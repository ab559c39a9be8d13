/** Okabe–Ito based: told apart by most colour-blind players; boards add shapes or patterns too. */
export const SEAT_COLOURS = ['#d55e00', '#0072b2', '#009e73', '#e69f00', '#cc79a7', '#56b4e9', '#f0e442', '#6b6b6b']
