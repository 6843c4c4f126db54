export const connection = {};
