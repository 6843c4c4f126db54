import { useMemo } from 'react';
import { Button, Dialog, Icon } from '../../../components';
import { t } from '../../../i18n/i18n';
import { effectiveCode } from '../../../workspace/item-status';
import { itemsById, useWorkspace } from '../../../workspace/workspace-store';
import type { KeyedPaste, PasteCell } from '../model/paste-shape';
import {
  applyKeyedPaste,
  closePasteOffer,
  keyedChanges,
  type PasteOffer,
  usePasteOffer,
} from './paste-offer';

const PREVIEW_ROWS = 5;
const CELL_EXAMPLES = 3;

/**
 * A paste whose shape does not fit the code column: names and codes side by side are offered as
 * "set these codes by name" (Enter sets them, Esc leaves everything as it was); anything else is
 * refused, saying what was pasted and what the column takes. Never a silent write.
 */
export function PasteDialog() {
  const offer = usePasteOffer((s) => s.offer);
  if (!offer) return null;
  if (offer.kind === 'byKey') return <KeyedPasteDialog paste={offer} />;
  if (offer.kind === 'itemNames') return <ItemNamesPasteDialog offer={offer} />;
  return <RefusedPasteDialog offer={offer} />;
}

/**
 * A column that could be codes, some cells exactly an item's name: asked, "Cancel" focused, so a
 * hurried Enter writes nothing.
 */
function ItemNamesPasteDialog({ offer }: { offer: Extract<PasteOffer, { kind: 'itemNames' }> }) {
  const write = usePasteOffer((s) => s.write);
  const confirm = () => {
    closePasteOffer();
    write?.();
  };
  return (
    <Dialog
      open
      title={t('items.paste.itemNamesTitle')}
      onClose={closePasteOffer}
      testId="paste-dialog"
      initialFocus="[data-testid='paste-cancel']"
      footer={
        <>
          <Button variant="primary" onClick={closePasteOffer} data-testid="paste-cancel">
            {t('items.paste.dontPaste')}
          </Button>
          <Button onClick={confirm} data-testid="paste-as-codes">
            {t('items.paste.asCodes', { count: offer.values.filter((v) => v !== null).length })}
          </Button>
        </>
      }
    >
      <div className="confirm__content paste-offer" data-kind={offer.kind}>
        <span className="confirm__icon">
          <Icon name="info" />
        </span>
        <div className="confirm__message">
          <p data-testid="paste-what">
            {t('items.paste.itemNames', { cells: cellList(offer.examples, offer.count), count: offer.count })}
          </p>
          <p className="muted" data-testid="paste-expected">
            {t('items.paste.itemNamesAsk')}
          </p>
        </div>
      </div>
    </Dialog>
  );
}

function KeyedPasteDialog({ paste }: { paste: KeyedPaste }) {
  const loaded = useWorkspace((s) => s.loaded);
  const draft = useWorkspace((s) => s.draft);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the changes depend on the draft and items read inside.
  const changes = useMemo(() => keyedChanges(paste), [paste, draft, loaded]);
  const byId = loaded ? itemsById(loaded.items) : new Map();
  const matched = new Set(paste.matches.map((m) => m.itemId)).size;
  const same = matched - changes.length;
  const byName = paste.key === 'name';
  const confirm = () => {
    applyKeyedPaste(paste);
    closePasteOffer();
  };

  return (
    <Dialog
      open
      wide
      title={t(byName ? 'items.paste.titleByName' : 'items.paste.titleByItemNo')}
      onClose={closePasteOffer}
      testId="paste-dialog"
      initialFocus={changes.length > 0 ? '[data-testid="paste-confirm"]' : undefined}
      footer={
        <>
          <Button onClick={closePasteOffer}>{t('common.cancel')}</Button>
          <Button
            variant="primary"
            onClick={confirm}
            disabled={changes.length === 0}
            data-testid="paste-confirm"
          >
            {t('items.paste.confirm', { count: changes.length })}
          </Button>
        </>
      }
    >
      <div className="stack paste-offer" data-kind="byKey">
        <p>
          {t(byName ? 'items.paste.whatByName' : 'items.paste.whatByItemNo', {
            columns: paste.columns,
            rows: paste.rows,
            key: paste.keyColumn,
            code: paste.codeColumn,
          })}
        </p>
        {changes.length === 0 ? (
          <p data-testid="paste-counts">{t('items.paste.nothing')}</p>
        ) : (
          <>
            <p data-testid="paste-counts">
              <strong>{t('items.paste.changes', { count: changes.length })}</strong>
              {same > 0 ? `; ${t('items.paste.same', { count: same })}` : null}.
            </p>
            <table className="table review-table paste-offer__preview" data-testid="paste-preview">
              <thead>
                <tr>
                  <th scope="col">{t('items.paste.item')}</th>
                  <th scope="col">{t('items.paste.itemNo')}</th>
                  <th scope="col">{t('items.paste.now')}</th>
                  <th scope="col">{t('items.paste.new')}</th>
                </tr>
              </thead>
              <tbody>
                {changes.slice(0, PREVIEW_ROWS).map((c) => {
                  const item = byId.get(c.itemId);
                  const now = item ? effectiveCode(item, draft.get(c.itemId)) : '';
                  return (
                    <tr key={c.itemId}>
                      <td>{item?.name ?? c.itemId}</td>
                      <td className="mono">{item?.itemNo ?? ''}</td>
                      <td className="mono">
                        {now || <span className="subtle">{t('items.paste.noCode')}</span>}
                      </td>
                      <td className="mono">{c.after}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
            {changes.length > PREVIEW_ROWS ? (
              <p className="subtle">{t('items.paste.more', { count: changes.length - PREVIEW_ROWS })}</p>
            ) : null}
          </>
        )}
        <LeftOut paste={paste} />
        {changes.length > 0 ? <p className="muted">{t('items.paste.undoHint')}</p> : null}
      </div>
    </Dialog>
  );
}

function LeftOut({ paste }: { paste: KeyedPaste }) {
  const lines: [string, string][] = [];
  if (paste.header) lines.push(['header', t('items.paste.header')]);
  if (paste.notFound.length > 0)
    lines.push([
      'notFound',
      t(paste.key === 'name' ? 'items.paste.notFoundName' : 'items.paste.notFoundItemNo', {
        count: paste.notFound.length,
        cells: cellList(paste.notFound),
      }),
    ]);
  if (paste.ambiguous.length > 0)
    lines.push([
      'ambiguous',
      t('items.paste.ambiguous', { count: paste.ambiguous.length, cells: cellList(paste.ambiguous) }),
    ]);
  if (paste.notCodes.length > 0)
    lines.push([
      'notCodes',
      t('items.paste.notCodes', { count: paste.notCodes.length, cells: cellList(paste.notCodes) }),
    ]);
  if (paste.blank > 0) lines.push(['blank', t('items.paste.blank', { count: paste.blank })]);
  if (lines.length === 0) return null;
  return (
    <div data-testid="paste-left-out">
      <p>{t('items.paste.skipped')}</p>
      <ul className="paste-offer__left-out">
        {lines.map(([key, text]) => (
          <li key={key} data-testid={`paste-left-out-${key}`}>
            {text}
          </li>
        ))}
      </ul>
    </div>
  );
}

function RefusedPasteDialog({ offer }: { offer: Extract<PasteOffer, { kind: 'names' | 'columns' }> }) {
  const what =
    offer.kind === 'names'
      ? t('items.paste.names', {
          cells: cellList(offer.examples, offer.count),
          count: offer.count,
          rows: offer.rows,
        })
      : t('items.paste.columns', {
          columns: offer.columns,
          rows: offer.rows,
          first: `“${offer.firstRow.join(' ⇥ ')}”`,
        });
  return (
    <Dialog
      open
      title={t('items.paste.refusedTitle')}
      onClose={closePasteOffer}
      testId="paste-dialog"
      initialFocus="[data-testid='paste-ok']"
      footer={
        <Button variant="primary" onClick={closePasteOffer} data-testid="paste-ok">
          {t('items.paste.ok')}
        </Button>
      }
    >
      <div className="confirm__content paste-offer" data-kind={offer.kind}>
        <span className="confirm__icon">
          <Icon name="info" />
        </span>
        <div className="confirm__message">
          <p data-testid="paste-what">{what}</p>
          <p className="muted" data-testid="paste-expected">
            {t('items.paste.expected')}
          </p>
        </div>
      </div>
    </Dialog>
  );
}

/** A few cells as the user finds them in the spreadsheet (row and text), and how many more. */
function cellList(cells: readonly PasteCell[], total = cells.length): string {
  const shown = cells.slice(0, CELL_EXAMPLES).map((c) => t('items.paste.cell', { row: c.row, text: c.text }));
  const more = total - shown.length;
  return more > 0 ? `${shown.join(', ')} ${t('items.paste.more', { count: more })}` : shown.join(', ');
}
