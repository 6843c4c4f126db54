import type { copy as english } from '../en/copy';
import type { Translation } from '../translation';

export const copy: Translation<typeof english> = {};
