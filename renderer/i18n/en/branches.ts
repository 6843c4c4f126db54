export const branches = {};
