export const suggestions = {};
