export const ja = {}
