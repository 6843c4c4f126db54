import type { checkSummary as english } from '../en/checkSummary';
import type { Translation } from '../translation';

export const checkSummary: Translation<typeof english> = {};
