import type { submit as english } from '../en/submit';
import type { Translation } from '../translation';

export const submit: Translation<typeof english> = {};
