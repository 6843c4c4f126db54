import type { ChipTone } from '../../../components';
import { FilterChip } from '../../../components';
import { STATUS_FILTERS, type StatusFilter } from '../../../workspace/item-status';
import { setFilter, useWorkspace } from '../../../workspace/workspace-store';

const labels: Record<StatusFilter, string> = {
  all: 'All',
  unmapped: 'Unmapped',
  changed: 'Changed',
  invalid: 'Invalid',
  serverInvalid: 'Invalid on server',
  duplicate: 'Duplicate code',
  conflict: 'Conflict',
  ignored: 'Ignored',
};

const hints: Record<StatusFilter, string> = {
  all: 'Every item of the branch',
  unmapped: 'Items with no code that are not ignored',
  changed: 'Items with an unsent edit in the draft',
  invalid: 'Draft codes that cannot be sent (letters and digits only)',
  serverInvalid:
    'Codes already on the server that break the letters-and-digits rule (from an older system). Nothing is sent unless you type a new code.',
  duplicate: 'Items sharing a code with another item',
  conflict: 'Changed on the server since you loaded (found by the last preview)',
  ignored: 'Items marked as never to be mapped',
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
    <div className="items-chips" role="toolbar" aria-label="Filter by status">
      {STATUS_FILTERS.filter((f) => !hiddenWhenNone(f) || counts[f] > 0 || filter === f).map((f) => (
        <FilterChip
          key={f}
          label={labels[f]}
          count={counts[f]}
          active={filter === f}
          tone={toneOf(f, counts[f])}
          title={hints[f]}
          data-testid={`chip-${f}`}
          onToggle={() => setFilter(filter === f && f !== 'all' ? 'all' : f)}
        />
      ))}
    </div>
  );
}
