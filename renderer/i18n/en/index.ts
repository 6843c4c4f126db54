import { errors } from '../../../shared/i18n/en/errors';
import { branches } from './branches';
import { checkSummary } from './checkSummary';
import { checks } from './checks';
import { common } from './common';
import { connection } from './connection';
import { copy } from './copy';
import { fileImport } from './fileImport';
import { history } from './history';
import { items } from './items';
import { settings } from './settings';
import { submit } from './submit';
import { suggestions } from './suggestions';
import { unmapped } from './unmapped';

/** The namespaces of this language's catalogue, one per feature. */
export const namespaces = {
  branches,
  checkSummary,
  checks,
  common,
  connection,
  copy,
  errors,
  fileImport,
  history,
  items,
  settings,
  submit,
  suggestions,
  unmapped,
};
