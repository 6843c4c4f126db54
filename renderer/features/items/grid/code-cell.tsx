import type { DraftEdit, Item } from '../../../../shared/domain/item';
import { hasLowercaseLetters } from '../../../../shared/integration-code';
import { t } from '../../../i18n/i18n';
import type { CellAttributes } from './cell-attributes';
import { CellEditor } from './cell-editor';
import type { RowHandlers } from './row-handlers';

/**
 * What the code cell shows: the live code, or the draft's change of it — a new code, old -> new,
 * or a deletion (the old code struck through in red). Invalid codes (in the draft, or legacy ones
 * on the server) are boxed in red. A plain code is the cell's own text, the common case kept to one box.
 */
export function CodeCell({
  cell,
  item,
  edit,
  invalid,
  liveInvalid,
  ignored,
  readOnly,
  editing,
  active,
  handlers,
}: {
  /** The cell's attributes, given the classes of what it shows. */
  cell: (kind: string) => CellAttributes;
  item: Item;
  edit: DraftEdit | undefined;
  invalid: boolean;
  /** The live code itself breaks the rule (a legacy code on the server). */
  liveInvalid: boolean;
  ignored: boolean;
  readOnly: boolean;
  editing: { initial: string } | null;
  active: boolean;
  handlers: RowHandlers;
}) {
  if (editing) {
    return (
      <div {...cell('ig-cell ig-cell--flex')}>
        <CellEditor itemId={item.itemId} initial={editing.initial} handlers={handlers} />
      </div>
    );
  }
  const live = item.integrationCode;
  if (!edit || edit.code === live) {
    if (live === '') {
      return (
        <div {...cell('ig-cell ig-code ig-code--empty')}>
          {active && !readOnly ? t('items.code.typeHint') : ignored ? '—' : t('items.code.notMapped')}
        </div>
      );
    }
    if (!liveInvalid) return <div {...cell('ig-cell ig-code')}>{live}</div>;
    return (
      <div {...cell('ig-cell ig-cell--flex')}>
        <span className="ig-code ig-code--invalid">{live}</span>
      </div>
    );
  }
  if (edit.code === '') {
    return (
      <div {...cell('ig-cell ig-cell--flex')}>
        <span className="ig-code-change" title={t('items.code.willDelete', { code: live })}>
          <del className="ig-code ig-code--deleted" data-testid="code-deleted">
            {live}
          </del>
          <span className="ig-code-change__note">{t('items.code.cleared')}</span>
        </span>
      </div>
    );
  }
  const lowercase = !invalid && hasLowercaseLetters(edit.code);
  const change = live ? `${live} → ${edit.code}` : t('items.code.newHint', { code: edit.code });
  return (
    <div {...cell('ig-cell ig-cell--flex')}>
      <span
        className="ig-code-change"
        title={lowercase ? `${change}\n${t('items.code.lowercaseTitle')}` : change}
      >
        {live ? <del className="ig-code ig-code--old">{live}</del> : null}
        <span className={invalid ? 'ig-code ig-code--new ig-code--invalid' : 'ig-code ig-code--new'}>
          {edit.code}
        </span>
        {lowercase ? (
          <span className="ig-code-change__note ig-code-change__note--warn" data-testid="code-lowercase">
            {t('items.code.lowercase')}
          </span>
        ) : null}
      </span>
    </div>
  );
}
