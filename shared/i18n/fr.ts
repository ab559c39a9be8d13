export const fr = {}
