import type { suggestions as english } from '../en/suggestions';
import type { Translation } from '../translation';

export const suggestions: Translation<typeof english> = {};
