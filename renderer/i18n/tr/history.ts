import type { history as english } from '../en/history';
import type { Translation } from '../translation';

export const history: Translation<typeof english> = {};
