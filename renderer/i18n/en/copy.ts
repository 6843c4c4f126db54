export const copy = {};
