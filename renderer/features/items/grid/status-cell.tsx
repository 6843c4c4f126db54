import type { DraftEdit, Item } from '../../../../shared/domain/item';
import type { ConflictRow } from '../../../../shared/domain/mapping';
import { FLAG } from '../../../workspace/item-status';
import type { CellAttributes } from './cell-attributes';

type Tag = { tone: 'danger' | 'warning' | 'accent' | 'muted' | 'ok'; text: string; title?: string };

const CHARACTER_RULE = 'Only letters A-Z and digits 0-9 are allowed: ';

/**
 * The part of a rule's reason that names the culprit ('"-" at position 4'): the status column is
 * narrow, and the rule itself is in the tag's title and the chip's hint.
 */
function culprit(reason: string): string {
  return reason.startsWith(CHARACTER_RULE) ? reason.slice(CHARACTER_RULE.length).replace(/\.$/, '') : reason;
}

/** The row's status words, most urgent first; the invalid reason is spelled out in place. */
function tagsFor(
  item: Item,
  edit: DraftEdit | undefined,
  flags: number,
  dupCount: number,
  conflict: ConflictRow | undefined,
  invalidReason: string | undefined,
): Tag[] {
  const tags: Tag[] = [];
  if (flags & FLAG.invalid) {
    // The culprit first: the rule's wording filled the narrow column and cut off "Ö at position 2".
    const shown = invalidReason ? culprit(invalidReason) : null;
    tags.push({
      tone: 'danger',
      text: shown === null ? 'Invalid code' : shown === invalidReason ? shown : `Not allowed: ${shown}`,
      title: invalidReason,
    });
  }
  if (flags & FLAG.serverInvalid) {
    tags.push({
      tone: 'danger',
      text: `Invalid on server: ${invalidReason ? culprit(invalidReason) : 'not only letters and digits'}`,
      title: `The code on the server breaks the letters-and-digits rule. ${invalidReason ?? ''} Type a new code to fix it; nothing is sent until you do.`,
    });
  }
  if (conflict) {
    tags.push({
      tone: 'danger',
      text: `Conflict: server has ${conflict.live || 'no code'}`,
      title: `Changed on the server since you loaded: ${conflict.base || 'no code'} → ${conflict.live || 'no code'}`,
    });
  }
  if (flags & FLAG.duplicate)
    tags.push({ tone: 'warning', text: `Duplicate ×${dupCount}`, title: 'Other items use the same code' });
  if (flags & FLAG.changed && edit) {
    if (edit.code === '') tags.push({ tone: 'danger', text: 'Will clear' });
    else if (!(flags & FLAG.invalid))
      tags.push({ tone: 'accent', text: item.integrationCode ? 'Changed' : 'New' });
  }
  if (flags & FLAG.ignored) tags.push({ tone: 'muted', text: 'Ignored' });
  else if (flags & FLAG.unmapped && !(flags & FLAG.changed)) tags.push({ tone: 'warning', text: 'Unmapped' });
  if (tags.length === 0) tags.push({ tone: 'ok', text: 'Mapped' });
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
  invalidReason: string | undefined;
}) {
  const tags = tagsFor(
    props.item,
    props.edit,
    props.flags,
    props.dupCount,
    props.conflict,
    props.invalidReason,
  );
  return (
    <div {...props.cell} title={tags.map((t) => t.title ?? t.text).join('\n')}>
      {tags.map((t) => (
        <span key={t.text} className={`ig-tag ig-tag--${t.tone}`}>
          {t.text}
        </span>
      ))}
    </div>
  );
}
