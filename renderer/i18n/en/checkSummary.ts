export const checkSummary = {};
