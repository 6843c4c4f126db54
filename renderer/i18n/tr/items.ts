import type { items as english } from '../en/items';
import type { Translation } from '../translation';

export const items: Translation<typeof english> = {};
