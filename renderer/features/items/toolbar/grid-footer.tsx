import { useRef } from 'react';
import { formatTime, IconButton, Spinner, useToastFloor } from '../../../components';
import { errorText } from '../../../i18n/error-text';
import { type MessageId, t } from '../../../i18n/i18n';
import { redo, undo } from '../../../workspace/edit-actions';
import { undoLabelText } from '../../../workspace/undo';
import { useWorkspace } from '../../../workspace/workspace-store';

/** The keys that matter, as printed on the keycaps (the same on Turkish and English keyboards); '+' and '/' join them. */
const SHORTCUTS: readonly [readonly string[], MessageId][] = [
  [['F2'], 'items.footer.keyEdit'],
  [['Enter'], 'items.footer.keyNext'],
  [['Del'], 'items.footer.keyClear'],
  [['Ctrl', '+', 'D'], 'items.footer.keyFillDown'],
  [['Ctrl', '+', 'C', '/', 'V'], 'items.footer.keyCopyPaste'],
];

/** Under the grid: what is shown, whether the draft is saved, undo/redo and the keys that matter. */
export function GridFooter({ shown }: { shown: number }) {
  const total = useWorkspace((s) => s.loaded?.items.length ?? 0);
  const kept = useWorkspace((s) => (s.filter !== 'all' || s.query !== '' ? s.keepVisible.size : 0));
  const notice = useWorkspace((s) => s.notice);
  const readOnly = useWorkspace((s) => s.readOnly);
  const pending = useWorkspace((s) => s.pendingSaves);
  const saveError = useWorkspace((s) => s.saveError);
  const lastSavedAt = useWorkspace((s) => s.lastSavedAt);
  const drafted = useWorkspace((s) => s.draft.size);
  const canUndo = useWorkspace((s) => s.history.undo.length > 0 && !s.readOnly);
  const canRedo = useWorkspace((s) => s.history.redo.length > 0 && !s.readOnly);
  const undoStep = useWorkspace((s) => s.history.undo.at(-1)?.label);
  const redoStep = useWorkspace((s) => s.history.redo.at(-1)?.label);
  const undoLabel = undoStep ? undoLabelText(undoStep) : undefined;
  const redoLabel = redoStep ? undoLabelText(redoStep) : undefined;
  // A toast reports the edit just made; the undo button for it must stay uncovered.
  const ref = useRef<HTMLDivElement>(null);
  useToastFloor(ref);

  return (
    <div className="items-footer" data-testid="items-footer" ref={ref}>
      <span data-testid="shown-count">
        {t('items.footer.shown', { shown, total })}
        {kept > 0 ? (
          <span className="subtle" title={t('items.footer.keptHint')}>
            {' '}
            {t('items.footer.kept', { count: kept })}
          </span>
        ) : null}
      </span>
      <span className="items-footer__notice" aria-live="polite">
        {notice}
      </span>
      <span className="spacer" />
      <span className="items-footer__keys subtle" hidden={readOnly}>
        {SHORTCUTS.map(([keys, what], k) => (
          <span key={what}>
            {k > 0 ? ' · ' : null}
            {keys.map((key) => (key === '+' || key === '/' ? key : <kbd key={key}>{key}</kbd>))} {t(what)}
          </span>
        ))}
      </span>
      <IconButton
        icon="undo"
        size="sm"
        label={undoLabel ? t('items.footer.undoWhat', { what: undoLabel }) : t('items.footer.undo')}
        disabled={!canUndo}
        onClick={() => undo()}
        data-testid="footer-undo"
      />
      <IconButton
        icon="undo"
        className="icon-btn--mirror"
        size="sm"
        label={redoLabel ? t('items.footer.redoWhat', { what: redoLabel }) : t('items.footer.redo')}
        disabled={!canRedo}
        onClick={() => redo()}
      />
      <span className="items-footer__save" data-testid="save-state" data-pending={pending > 0 || undefined}>
        {pending > 0 ? (
          <>
            <Spinner label={t('items.footer.saving')} /> {t('items.footer.savingDraft')}
          </>
        ) : saveError ? (
          <span className="items-footer__save-error" title={saveError.detail}>
            {t('items.footer.notSaved', { reason: errorText(saveError) })}
          </span>
        ) : drafted > 0 ? (
          lastSavedAt ? (
            t('items.footer.draftSavedAt', { time: formatTime(lastSavedAt), count: drafted })
          ) : (
            t('items.footer.draftSaved', { count: drafted })
          )
        ) : (
          t('items.footer.noEdits')
        )}
      </span>
    </div>
  );
}
