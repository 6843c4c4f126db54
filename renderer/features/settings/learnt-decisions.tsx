import { useCallback, useEffect, useState } from 'react';
import type { LearntDecision } from '../../../shared/domain/mapping';
import { api } from '../../api/client';
import { Button, formatDateTime, showError } from '../../components';

const ORIGIN: Record<LearntDecision['origin'], string> = {
  suggestion: 'in the suggestions',
  typed: 'typed by hand',
  file: 'from a mapping file',
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
      .catch((e: unknown) => showError(e, { title: 'The decision could not be removed' }));
  };

  return (
    <div className="field" data-testid="learnt-decisions">
      <span className="field__label">Learnt from your decisions</span>
      {unavailable || list === null || list.length === 0 ? (
        <span className="field__hint">
          {unavailable
            ? 'Connect to see what suggestions learnt for this connection.'
            : 'Nothing yet. Accepting a suggestion teaches “this name is this code”; “Not this” teaches the opposite. Every branch of the connection uses them.'}
        </span>
      ) : (
        <div className="table-wrap learnt-decisions">
          <table className="table">
            <thead>
              <tr>
                <th>POS name</th>
                <th>
                  <span className="visually-hidden">Decision</span>
                </th>
                <th>Code</th>
                <th>Learnt</th>
                <th>
                  <span className="visually-hidden">Action</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((d) => (
                <tr key={`${d.kind}:${d.name}:${d.code}`} data-testid="learnt-decision">
                  <td>{d.name}</td>
                  <td className="subtle">{d.kind === 'alias' ? 'is' : 'is never'}</td>
                  <td className="mono">{d.code}</td>
                  <td className="subtle">
                    {ORIGIN[d.origin]}, {formatDateTime(d.decidedAt)}
                  </td>
                  <td>
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => forget(d)}
                      data-testid="learnt-decision-remove"
                    >
                      Remove
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
