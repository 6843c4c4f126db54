import type { checks as english } from '../en/checks';
import type { Translation } from '../translation';

export const checks: Translation<typeof english> = {};
