import type { connection as english } from '../en/connection';
import type { Translation } from '../translation';

export const connection: Translation<typeof english> = {};
