import type { Decision } from '../../../shared/domain/mapping';
import { checkIntegrationCode } from '../../../shared/integration-code';
import { api } from '../../api/client';
import { showError } from '../../components';
import { t } from '../../i18n/i18n';

/**
 * Tells the core what the user decided, so suggestions learn it for every branch of the connection:
 * an accepted or typed code is an alias of the item's name, "Not this" a rejection.
 */
export function rememberDecisions(decisions: readonly Decision[]): Promise<void> {
  const valid = decisions.filter(
    (d) => d.name.trim() !== '' && checkIntegrationCode(d.code).ok && d.code.trim() !== '',
  );
  if (valid.length === 0) return Promise.resolve();
  return api()
    .call('suggestions.decide', { decisions: [...valid] })
    .then(
      () => undefined,
      (e: unknown) => {
        showError(e, { title: t('suggestions.rememberFailed') });
      },
    );
}

/** A code typed by hand into one item: this name is this code (a clear teaches nothing). */
export function rememberTypedCode(name: string | undefined, code: string): void {
  if (name === undefined) return;
  void rememberDecisions([{ kind: 'alias', name, code: code.trim(), origin: 'typed' }]);
}
