import type { ConflictRow } from '../../../shared/domain/mapping';
import { Button, formatNumber } from '../../components';
import { PREVIEW_ROW_LIMIT } from './preview-filter';
import { setAllChoices, setChoice, useSubmit } from './submit-store';

/**
 * Items changed on the server since the draft was made. Each needs a decision before anything is
 * sent: keep the server's code (the edit is dropped) or overwrite it with the draft's.
 */
export function ConflictGroup({ rows, total }: { rows: readonly ConflictRow[]; total: number }) {
  const choices = useSubmit((s) => s.choices);
  if (total === 0) return null;
  const undecided = Object.keys(choices).length < total ? total - Object.keys(choices).length : 0;
  return (
    <section className="review-group review-group--conflict" data-testid="preview-conflicts">
      <h3 className="review-group__title">
        Conflicts <span className="review-group__count">{formatNumber(total)}</span>
        {undecided > 0 ? (
          <span className="review-group__need"> · {formatNumber(undecided)} need a decision</span>
        ) : null}
      </h3>
      <p className="muted">
        Someone changed these codes on the POS server after you started editing. Choose for each one.
      </p>
      <div className="row">
        <Button size="sm" onClick={() => setAllChoices('keep')} data-testid="conflicts-keep-all">
          Keep server for all
        </Button>
        <Button size="sm" onClick={() => setAllChoices('overwrite')} data-testid="conflicts-overwrite-all">
          Overwrite all with mine
        </Button>
      </div>
      <table className="table review-table">
        <thead>
          <tr>
            <th className="num">ItemId</th>
            <th>Name</th>
            <th>When you edited</th>
            <th>Server now</th>
            <th>Your draft</th>
            <th>Decision</th>
          </tr>
        </thead>
        <tbody>
          {rows.slice(0, PREVIEW_ROW_LIMIT).map((c) => {
            const choice = choices[String(c.itemId)];
            const name = `conflict-${c.itemId}`;
            return (
              <tr key={c.itemId} data-item-id={c.itemId} data-testid="conflict-row">
                <td className="num">{c.itemId}</td>
                <td className="truncate">{c.name}</td>
                <td className="mono">{c.base || <span className="subtle">none</span>}</td>
                <td className="mono review-live">{c.live || <span className="subtle">none</span>}</td>
                <td className="mono">{c.draft || <span className="review-deleted">delete</span>}</td>
                <td>
                  <div className="review-choice" role="radiogroup" aria-label={`Decision for ${c.name}`}>
                    <label>
                      <input
                        type="radio"
                        name={name}
                        checked={choice === 'keep'}
                        onChange={() => setChoice(c.itemId, 'keep')}
                        data-testid="conflict-keep"
                      />
                      Keep server
                    </label>
                    <label>
                      <input
                        type="radio"
                        name={name}
                        checked={choice === 'overwrite'}
                        onChange={() => setChoice(c.itemId, 'overwrite')}
                        data-testid="conflict-overwrite"
                      />
                      Overwrite
                    </label>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {rows.length > PREVIEW_ROW_LIMIT ? (
        <p className="subtle">
          And {formatNumber(rows.length - PREVIEW_ROW_LIMIT)} more — use the buttons above to decide for all.
        </p>
      ) : null}
    </section>
  );
}
