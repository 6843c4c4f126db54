import type { DraftEdit, Item } from '../../../../shared/domain/item';
import type { ConflictRow } from '../../../../shared/domain/mapping';
import { t } from '../../../i18n/i18n';
import { codeCulpritText, codeProblem, codeProblemText } from '../../../workspace/code-rule-text';
import { FLAG } from '../../../workspace/item-status';
import type { CellAttributes } from './cell-attributes';

type Tag = { tone: 'danger' | 'warning' | 'accent' | 'muted' | 'ok'; text: string; title?: string };

/**
 * The row's status words, most urgent first. An invalid code's culprit is spelled out in place
 * ('"-" at position 4'): the status column is narrow, and the whole rule is in the tag's title.
 */
function tagsFor(
  item: Item,
  edit: DraftEdit | undefined,
  flags: number,
  dupCount: number,
  conflict: ConflictRow | undefined,
): Tag[] {
  const tags: Tag[] = [];
  if (flags & FLAG.invalid) {
    const code = edit?.code ?? '';
    const problem = codeProblem(code);
    tags.push({
      tone: 'danger',
      text:
        problem === null
          ? t('items.tag.invalid')
          : problem.kind === 'character'
            ? t('items.tag.notAllowed', { what: codeCulpritText(code) })
            : (codeProblemText(code) ?? ''),
      title: codeProblemText(code) ?? undefined,
    });
  }
  if (flags & FLAG.serverInvalid) {
    const live = item.integrationCode;
    tags.push({
      tone: 'danger',
      text: t('items.tag.serverInvalid', {
        what: codeCulpritText(live) ?? t('items.tag.serverInvalidShort'),
      }),
      title: t('items.tag.serverInvalidHint', { reason: codeProblemText(live) ?? '' }),
    });
  }
  if (conflict) {
    const noCode = t('items.tag.noCode');
    tags.push({
      tone: 'danger',
      text: t('items.tag.conflict', { code: conflict.live || noCode }),
      title: t('items.tag.conflictHint', { base: conflict.base || noCode, live: conflict.live || noCode }),
    });
  }
  if (flags & FLAG.duplicate)
    tags.push({
      tone: 'warning',
      text: t('items.tag.duplicate', { count: dupCount }),
      title: t('items.tag.duplicateHint'),
    });
  if (flags & FLAG.changed && edit) {
    if (edit.code === '') tags.push({ tone: 'danger', text: t('items.tag.willClear') });
    else if (!(flags & FLAG.invalid))
      tags.push({ tone: 'accent', text: t(item.integrationCode ? 'items.tag.changed' : 'items.tag.new') });
  }
  if (flags & FLAG.ignored) tags.push({ tone: 'muted', text: t('items.tag.ignored') });
  else if (flags & FLAG.unmapped && !(flags & FLAG.changed))
    tags.push({ tone: 'warning', text: t('items.tag.unmapped') });
  if (tags.length === 0) tags.push({ tone: 'ok', text: t('items.tag.mapped') });
  return tags;
}

/** The status cell: its tags straight in the cell, every reason in its title. */
export function StatusCell(props: {
  cell: CellAttributes;
  item: Item;
  edit: DraftEdit | undefined;
  flags: number;
  dupCount: number;
  conflict: ConflictRow | undefined;
}) {
  const tags = tagsFor(props.item, props.edit, props.flags, props.dupCount, props.conflict);
  return (
    <div {...props.cell} title={tags.map((tag) => tag.title ?? tag.text).join('\n')}>
      {tags.map((tag) => (
        <span key={tag.text} className={`ig-tag ig-tag--${tag.tone}`}>
          {tag.text}
        </span>
      ))}
    </div>
  );
}
