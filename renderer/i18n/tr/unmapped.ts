import type { unmapped as english } from '../en/unmapped';
import type { Translation } from '../translation';

export const unmapped: Translation<typeof english> = {};
