import type { branches as english } from '../en/branches';
import type { Translation } from '../translation';

export const branches: Translation<typeof english> = {};
