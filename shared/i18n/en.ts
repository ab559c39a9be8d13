export const en = {}
