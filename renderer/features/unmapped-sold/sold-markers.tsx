import { useState } from 'react';
import type { UnmappedSoldRow } from '../../../shared/domain/check';
import { Button } from '../../components';
import { t } from '../../i18n/i18n';
import { SoldTable } from './sold-table';

/**
 * Notes and seat markers sold at no price: apart from the products and folded, with the rule that
 * put them here, and one step to ignore them all (then they leave the list for good, per branch).
 */
export function SoldMarkers({
  rows,
  ignored,
  readOnly,
  onJump,
  onIgnore,
}: {
  rows: readonly UnmappedSoldRow[];
  ignored: ReadonlySet<number>;
  readOnly: boolean;
  onJump: (r: UnmappedSoldRow) => void;
  onIgnore: (rows: readonly UnmappedSoldRow[], ignore: boolean) => void;
}) {
  const [open, setOpen] = useState(false);
  if (rows.length === 0) return null;
  const ignorable = rows.filter((r) => r.itemId !== null && !ignored.has(r.itemId));
  return (
    <section className="sold-markers stack" data-testid="sold-markers">
      <div className="row row--wrap">
        <strong>{t('unmapped.markers.title', { count: rows.length })}</strong>
        <Button
          size="sm"
          variant="ghost"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
          data-testid="sold-markers-toggle"
        >
          {t(open ? 'unmapped.markers.hide' : 'unmapped.markers.show')}
        </Button>
        {readOnly || ignorable.length === 0 ? null : (
          <Button size="sm" onClick={() => onIgnore(ignorable, true)} data-testid="sold-ignore-markers">
            {t('unmapped.markers.ignoreAll', { count: ignorable.length })}
          </Button>
        )}
      </div>
      <p className="muted">{t('unmapped.markers.rule')}</p>
      {open ? (
        <SoldTable
          rows={rows}
          ignored={ignored}
          readOnly={readOnly}
          onJump={onJump}
          onIgnore={(r, on) => onIgnore([r], on)}
          testId="sold-markers-table"
        />
      ) : null}
    </section>
  );
}
