import { Alert, Button } from '../../../components';
import { t } from '../../../i18n/i18n';
import { queryOf, sameQuery, useChecks } from '../store/checks-store';

/**
 * Whether the branches, dates or service filters being edited differ from what is on screen: then
 * the totals, cards and list belong to the previous choice and must not read as the new one. A load
 * still running changes nothing: it is a load of what is on screen, not of the new choice.
 */
export function useStale(): boolean {
  return useChecks((s) => s.loaded !== null && !sameQuery(queryOf(s), s.loaded));
}

/** Says that what is shown is the previous choice, with the load that replaces it. */
export function StaleNotice({ shown }: { shown: string }) {
  const canLoad = useChecks((s) => queryOf(s) !== null);
  return (
    <Alert
      tone="warning"
      title={t('checks.stale.title')}
      actions={
        canLoad ? (
          <Button size="sm" variant="primary" onClick={() => void useChecks.getState().load()}>
            {t('checks.query.load')}
          </Button>
        ) : null
      }
      testId="checks-stale"
    >
      {t('checks.stale.body', { shown })}
    </Alert>
  );
}
