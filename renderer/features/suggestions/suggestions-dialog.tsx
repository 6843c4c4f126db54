import { useMemo, useState } from 'react';
import type { Decision } from '../../../shared/domain/mapping';
import { Alert, Button, Dialog, EmptyState, formatNumber, Spinner, showToast } from '../../components';
import { applyCodes } from '../../workspace/edit-actions';
import { setPanel, useWorkspace } from '../../workspace/workspace-store';
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
  const accept = (pairs: Array<{ itemId: number; code: string }>, label: string) => {
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
  const acceptAll = () => {
    const pairs = confident.map((s) => ({ itemId: s.itemId, code: s.candidates[0]?.code ?? '' }));
    const n = accept(pairs, `Accept ${pairs.length} suggestions`);
    showToast({ kind: 'success', message: `${formatNumber(n)} suggested codes are in the draft.` });
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
      title="Suggested codes"
      onClose={close}
      testId="suggestions-dialog"
      footer={
        <>
          <span className="review-footer__note">
            {accepted.size > 0
              ? `${formatNumber(accepted.size)} accepted into the draft`
              : 'Nothing is applied until you accept.'}
          </span>
          <Button onClick={close}>Done</Button>
        </>
      }
    >
      {loading && !list ? (
        <div className="review-loading">
          <Spinner label="Matching" /> Matching item names against the catalogue and the chain…
        </div>
      ) : empty ? (
        <EmptyState
          icon="layers"
          title="Nothing to suggest from yet"
          actions={<CataloguePicker onLoaded={reload} />}
          testId="suggestions-empty"
        >
          Suggestions come from the items already mapped in your other branches (load a mapped branch first)
          and from your product catalogue: a CSV or Excel file from your own system with a code and a name per
          product (a group column is optional). If you have either already, no name is close enough to an
          unmapped item.
        </EmptyState>
      ) : error ? (
        <Alert tone="danger" title="Suggestions are not available" detail={error.detail}>
          {error.message}
        </Alert>
      ) : (
        <div className="stack">
          <div className="sugg-toolbar">
            <span>{formatNumber(withCandidates.length)} unmapped items have candidates.</span>
            <span className="spacer" />
            <label className="row">
              Threshold
              <input
                type="range"
                min={0.5}
                max={1}
                step={0.01}
                value={threshold}
                onChange={(e) => setThreshold(Number(e.target.value))}
                aria-label="Confidence threshold"
                title="Remembered for next time"
                data-testid="suggestions-threshold"
              />
              <span className="mono" data-testid="suggestions-threshold-value">
                {confidencePct(threshold)}
              </span>
            </label>
            <Button
              variant="primary"
              disabled={confident.length === 0}
              onClick={acceptAll}
              data-testid="suggestions-accept-all"
            >
              {confident.length === 0
                ? `None left at ${confidencePct(threshold)} or more`
                : `Accept ${formatNumber(confident.length)} at ${confidencePct(threshold)} or more`}
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
                onAccept={(code) => accept([{ itemId: s.itemId, code }], `Accept ${code}`)}
                onReject={(code) => reject(s.itemId, code)}
              />
            ))}
          </ul>
          {withCandidates.length > shown ? (
            <Button onClick={() => setShown((n) => n + PAGE)}>Show {PAGE} more</Button>
          ) : null}
        </div>
      )}
    </Dialog>
  );
}
