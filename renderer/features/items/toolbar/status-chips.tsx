import { type ChipTone, FilterChip } from '../../../components';
import { type MessageId, t } from '../../../i18n/i18n';
import { STATUS_FILTERS, type StatusFilter } from '../../../workspace/item-status';
import { setFilter, useWorkspace } from '../../../workspace/workspace-store';

/** The chips' words, looked up when they render (the language may change between renders). */
const labels: Record<StatusFilter, MessageId> = {
  all: 'items.status.all',
  unmapped: 'items.status.unmapped',
  changed: 'items.status.changed',
  invalid: 'items.status.invalid',
  serverInvalid: 'items.status.serverInvalid',
  duplicate: 'items.status.duplicate',
  conflict: 'items.status.conflict',
  ignored: 'items.status.ignored',
};

const hints: Record<StatusFilter, MessageId> = {
  all: 'items.statusHint.all',
  unmapped: 'items.statusHint.unmapped',
  changed: 'items.statusHint.changed',
  invalid: 'items.statusHint.invalid',
  serverInvalid: 'items.statusHint.serverInvalid',
  duplicate: 'items.statusHint.duplicate',
  conflict: 'items.statusHint.conflict',
  ignored: 'items.statusHint.ignored',
};

function toneOf(f: StatusFilter, count: number): ChipTone {
  if (count === 0) return 'default';
  if (f === 'invalid' || f === 'conflict') return 'danger';
  if (f === 'unmapped' || f === 'duplicate' || f === 'serverInvalid') return 'warning';
  return 'default';
}

/** Most branches have no legacy codes: that chip appears only when there is something to show. */
function hiddenWhenNone(f: StatusFilter): boolean {
  return f === 'serverInvalid';
}

/** Status chips: each shows its count and filters the grid; clicking the active one shows all. */
export function StatusChips({ counts }: { counts: Record<StatusFilter, number> }) {
  const filter = useWorkspace((s) => s.filter);
  return (
    <div className="items-chips" role="toolbar" aria-label={t('items.chips.label')}>
      {STATUS_FILTERS.filter((f) => !hiddenWhenNone(f) || counts[f] > 0 || filter === f).map((f) => (
        <FilterChip
          key={f}
          label={t(labels[f])}
          count={counts[f]}
          active={filter === f}
          tone={toneOf(f, counts[f])}
          title={t(hints[f])}
          data-testid={`chip-${f}`}
          onToggle={() => setFilter(filter === f && f !== 'all' ? 'all' : f)}
        />
      ))}
    </div>
  );
}
