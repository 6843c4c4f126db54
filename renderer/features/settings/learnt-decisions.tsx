import { useCallback, useEffect, useState } from 'react';
import type { LearntDecision } from '../../../shared/domain/mapping';
import { api } from '../../api/client';
import { Button, formatDateTime, showError } from '../../components';
import { type MessageId, t } from '../../i18n/i18n';

const ORIGIN: Record<LearntDecision['origin'], MessageId> = {
  suggestion: 'settings.learnt.origin.suggestion',
  typed: 'settings.learnt.origin.typed',
  file: 'settings.learnt.origin.file',
};

/**
 * What suggestions learnt from the user's decisions on this connection (every branch uses them):
 * "this POS name is this code" and "this POS name is never this code". Each can be removed.
 */
export function LearntDecisions() {
  const [list, setList] = useState<LearntDecision[] | null>(null);
  const [unavailable, setUnavailable] = useState(false);

  const load = useCallback(() => {
    api()
      .call('suggestions.learnt', {})
      .then((l) => {
        setList(l);
        setUnavailable(false);
      })
      // No connection yet: nothing has been learnt for it.
      .catch(() => setUnavailable(true));
  }, []);
  useEffect(load, [load]);

  const forget = (d: LearntDecision) => {
    api()
      .call('suggestions.forget', { decisions: [{ kind: d.kind, name: d.name, code: d.code }] })
      .then(setList)
      .catch((e: unknown) => showError(e, { title: t('settings.learnt.removeFailed') }));
  };

  return (
    <div className="field" data-testid="learnt-decisions">
      <span className="field__label">{t('settings.learnt.label')}</span>
      {unavailable || list === null || list.length === 0 ? (
        <span className="field__hint">
          {unavailable ? t('settings.learnt.unavailable') : t('settings.learnt.empty')}
        </span>
      ) : (
        <div className="table-wrap learnt-decisions">
          <table className="table">
            <thead>
              <tr>
                <th>{t('settings.learnt.posName')}</th>
                <th>
                  <span className="visually-hidden">{t('settings.learnt.decision')}</span>
                </th>
                <th>{t('settings.learnt.code')}</th>
                <th>{t('settings.learnt.learnt')}</th>
                <th>
                  <span className="visually-hidden">{t('settings.learnt.action')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((d) => (
                <tr key={`${d.kind}:${d.name}:${d.code}`} data-testid="learnt-decision">
                  <td>{d.name}</td>
                  <td className="subtle">
                    {d.kind === 'alias' ? t('settings.learnt.alias') : t('settings.learnt.never')}
                  </td>
                  <td className="mono">{d.code}</td>
                  <td className="subtle">
                    {t('settings.learnt.when', {
                      origin: t(ORIGIN[d.origin]),
                      when: formatDateTime(d.decidedAt),
                    })}
                  </td>
                  <td>
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => forget(d)}
                      data-testid="learnt-decision-remove"
                    >
                      {t('common.remove')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
