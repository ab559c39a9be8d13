/** What each action costs in points, and the die: shared by the rules and the legal-action lists. */
export const WALK_COST = 1
export const REST_COST = 2
export const CONNECT_COST = 2
export const MAKE_COST = 2
export const DIE_SIDES = 6
