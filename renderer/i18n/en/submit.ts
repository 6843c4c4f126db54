export const submit = {};
