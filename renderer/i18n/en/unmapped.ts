export const unmapped = {};
