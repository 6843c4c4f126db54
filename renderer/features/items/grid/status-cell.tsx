import type { DraftEdit, Item } from '../../../../shared/domain/item';
import type { ConflictRow } from '../../../../shared/domain/mapping';
import { FLAG } from '../model/item-status';

type Tag = { tone: 'danger' | 'warning' | 'accent' | 'muted' | 'ok'; text: string; title?: string };

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
  if (flags & FLAG.invalid)
    tags.push({ tone: 'danger', text: invalidReason ?? 'Invalid code', title: invalidReason });
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

export function StatusCell(props: {
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
    <span className="ig-status" title={tags.map((t) => t.title ?? t.text).join('\n')}>
      {tags.map((t) => (
        <span key={t.text} className={`ig-tag ig-tag--${t.tone}`}>
          {t.text}
        </span>
      ))}
    </span>
  );
}
