export const fileImport = {};
