import { useMemo, useState } from 'react';
import type { Decision } from '../../../shared/domain/mapping';
import { Alert, Button, Dialog, EmptyState, Spinner, showToast } from '../../components';
import { errorText } from '../../i18n/error-text';
import { t } from '../../i18n/i18n';
import { applyCodes } from '../../workspace/edit-actions';
import type { UndoLabel } from '../../workspace/undo';
import { setPanel, useWorkspace } from '../../workspace/workspace-store';
import { BulkAcceptConfirm } from './bulk-accept-confirm';
import { type BulkPlan, planBulkAccept } from './bulk-plan';
import { CataloguePicker } from './catalogue-picker';
import { rememberDecisions } from './learn';
import { confidencePct, SuggestionRow } from './suggestion-row';
import { useSuggestions } from './use-suggestions';

const PAGE = 100;

/**
 * Suggested codes for unmapped items: from the client's product catalogue, the items mapped in the
 * chain's other branches, and the learnt aliases. Nothing is applied until the user accepts one
 * candidate, or all whose best candidate reaches the threshold.
 */
export function SuggestionsDialog() {
  const open = useWorkspace((s) => s.panel === 'suggestions');
  const branch = useWorkspace((s) => s.branch);
  const { list, error, loading, threshold, setThreshold, reload } = useSuggestions(branch, open);
  const [accepted, setAccepted] = useState<ReadonlyMap<number, string>>(new Map());
  const [shown, setShown] = useState(PAGE);

  const withCandidates = useMemo(() => (list ?? []).filter((s) => s.candidates.length > 0), [list]);
  const confident = useMemo(
    () =>
      withCandidates.filter(
        (s) => !accepted.has(s.itemId) && (s.candidates[0]?.confidence ?? 0) >= threshold,
      ),
    [withCandidates, accepted, threshold],
  );

  const names = useMemo(() => new Map((list ?? []).map((s) => [s.itemId, s.itemName])), [list]);
  /** Accepting and rejecting are remembered for every branch of the connection (learnt aliases). */
  const remember = (kind: Decision['kind'], pairs: Array<{ itemId: number; code: string }>) =>
    rememberDecisions(
      pairs.flatMap((p): Decision[] => {
        const name = names.get(p.itemId);
        return name ? [{ kind, name, code: p.code, origin: 'suggestion' }] : [];
      }),
    );
  const accept = (pairs: Array<{ itemId: number; code: string }>, label: UndoLabel) => {
    const n = applyCodes(pairs, label);
    setAccepted((prev) => {
      const next = new Map(prev);
      for (const p of pairs) next.set(p.itemId, p.code);
      return next;
    });
    void remember('alias', pairs);
    return n;
  };
  const reject = (itemId: number, code: string) => {
    void remember('rejection', [{ itemId, code }]).then(reload);
  };
  // "Accept all" first says what it would do (drafts, duplicates, the user's codes skipped).
  const [plan, setPlan] = useState<BulkPlan | null>(null);
  const askAcceptAll = () => {
    const ws = useWorkspace.getState();
    setPlan(planBulkAccept(confident, threshold, ws.loaded?.items ?? [], ws.draft));
  };
  const acceptAll = (pairs: BulkPlan['pairs']) => {
    setPlan(null);
    const n = accept(pairs, { id: 'suggestions.undo.acceptAll', values: { count: pairs.length } });
    showToast({ kind: 'success', message: t('suggestions.acceptedAll', { count: n }) });
  };
  const close = () => {
    setAccepted(new Map());
    setShown(PAGE);
    setPanel('none');
  };

  // An empty answer means no catalogue yet, or nothing close enough: both are met by loading one.
  const empty = error === null && list !== null && list.every((x) => x.candidates.length === 0);
  return (
    <Dialog
      open={open}
      wide
      title={t('suggestions.title')}
      onClose={close}
      testId="suggestions-dialog"
      footer={
        <>
          <span className="review-footer__note">
            {accepted.size > 0
              ? t('suggestions.acceptedCount', { count: accepted.size })
              : t('suggestions.nothingYet')}
          </span>
          <Button onClick={close} data-testid="suggestions-done">
            {t('common.done')}
          </Button>
        </>
      }
    >
      {loading && !list ? (
        <div className="review-loading">
          <Spinner label={t('suggestions.matching')} /> {t('suggestions.matchingText')}
        </div>
      ) : empty ? (
        <EmptyState
          icon="layers"
          title={t('suggestions.empty.title')}
          actions={<CataloguePicker onLoaded={reload} />}
          testId="suggestions-empty"
        >
          {t('suggestions.empty.text')}
        </EmptyState>
      ) : error ? (
        <Alert tone="danger" title={t('suggestions.unavailable')} detail={error.detail}>
          {errorText(error)}
        </Alert>
      ) : (
        <div className="stack">
          <div className="sugg-toolbar">
            <span>{t('suggestions.withCandidates', { count: withCandidates.length })}</span>
            <span className="spacer" />
            <label className="row">
              {t('suggestions.threshold')}
              <input
                type="range"
                min={0.5}
                max={1}
                step={0.01}
                value={threshold}
                onChange={(e) => setThreshold(Number(e.target.value))}
                aria-label={t('suggestions.thresholdLabel')}
                title={t('suggestions.thresholdHint')}
                data-testid="suggestions-threshold"
              />
              <span className="mono" data-testid="suggestions-threshold-value">
                {confidencePct(threshold)}
              </span>
            </label>
            <Button
              variant="primary"
              disabled={confident.length === 0}
              onClick={askAcceptAll}
              data-testid="suggestions-accept-all"
            >
              {confident.length === 0
                ? t('suggestions.noneLeft', { percent: confidencePct(threshold) })
                : t('suggestions.acceptAll', { count: confident.length, percent: confidencePct(threshold) })}
            </Button>
            <CataloguePicker onLoaded={reload} compact />
          </div>
          <ul className="sugg-list">
            {withCandidates.slice(0, shown).map((s) => (
              <SuggestionRow
                key={s.itemId}
                suggestion={s}
                accepted={accepted.get(s.itemId)}
                threshold={threshold}
                onAccept={(code) =>
                  accept([{ itemId: s.itemId, code }], { id: 'suggestions.undo.accept', values: { code } })
                }
                onReject={(code) => reject(s.itemId, code)}
              />
            ))}
          </ul>
          {withCandidates.length > shown ? (
            <Button onClick={() => setShown((n) => n + PAGE)}>
              {t('suggestions.showMore', { count: PAGE })}
            </Button>
          ) : null}
        </div>
      )}
      {plan ? (
        <BulkAcceptConfirm
          plan={plan}
          percent={confidencePct(threshold)}
          onConfirm={() => acceptAll(plan.pairs)}
          onCancel={() => setPlan(null)}
        />
      ) : null}
    </Dialog>
  );
}
