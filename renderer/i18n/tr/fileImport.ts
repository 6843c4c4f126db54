import type { fileImport as english } from '../en/fileImport';
import type { Translation } from '../translation';

export const fileImport: Translation<typeof english> = {};
