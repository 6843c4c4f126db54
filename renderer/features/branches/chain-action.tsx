import { useEffect, useState } from 'react';
import type { ChainAction, ChainPlan } from '../../../shared/domain/chain';
import type { AppErrorShape } from '../../../shared/domain/errors';
import { checkIntegrationCode, normaliseIntegrationCode } from '../../../shared/integration-code';
import { errorShapeOf } from '../../api/api-error';
import { api } from '../../api/client';
import { Alert, Button, Checkbox, Dialog, Segmented, Spinner, TextField } from '../../components';
import { errorText } from '../../i18n/error-text';
import { t } from '../../i18n/i18n';
import { codeProblemText } from '../../workspace/code-rule-text';
import { ChainPlanTable } from './chain-plan-table';
import { useChain } from './chain-store';

export type ChainActionKind = ChainAction['kind'];
type Scope = Extract<ChainAction, { kind: 'adoptMajority' }>['scope'];
type By = Extract<ChainAction, { kind: 'setCode' }>['by'];

/**
 * A chain action in one dialog: adopt the code most branches use, or set one code for an ItemNo or
 * a name, in every branch at once. The plan per branch is shown (and recomputed as the options
 * change) before anything is written; then it goes into each branch's draft, as typing it there
 * would. Nothing here talks to the service.
 */
export function ChainActionDialog({
  kind,
  initialScope,
  names,
  onClose,
  onWritten,
}: {
  kind: ChainActionKind;
  initialScope: Scope;
  names: ReadonlyMap<string, string>;
  onClose: () => void;
  /** The branches whose drafts were written, to review them together. */
  onWritten: (branches: string[]) => void;
}) {
  const [scope, setScope] = useState<Scope>(initialScope);
  const [by, setBy] = useState<By>('itemNo');
  const [key, setKey] = useState('');
  const [code, setCode] = useState('');
  const [fillEmptyOnly, setFillEmptyOnly] = useState(false);
  const [replaceTyped, setReplaceTyped] = useState(false);
  const [plan, setPlan] = useState<ChainPlan | null>(null);
  const [written, setWritten] = useState<ChainPlan | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<AppErrorShape | null>(null);

  const wanted = normaliseIntegrationCode(code);
  const codeOk = wanted !== '' && checkIntegrationCode(wanted).ok;
  const action: ChainAction | null =
    kind === 'adoptMajority'
      ? { kind, scope }
      : codeOk && key.trim() !== ''
        ? { kind, code: wanted, by, key: key.trim() }
        : null;
  const actionKey = JSON.stringify(action);
  const options = { fillEmptyOnly, replaceTyped };

  // The preview follows the options: what the user sees is what "Put into drafts" writes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: actionKey stands for the action
  useEffect(() => {
    if (!action) {
      setPlan(null);
      return;
    }
    let live = true;
    setBusy(true);
    api()
      .call('chain.preview', { action, options: { fillEmptyOnly, replaceTyped } })
      .then((p) => {
        if (!live) return;
        setPlan(p);
        setError(null);
      })
      .catch((e) => {
        if (live) setError(errorShapeOf(e));
      })
      .finally(() => {
        if (live) setBusy(false);
      });
    return () => {
      live = false;
    };
  }, [actionKey, fillEmptyOnly, replaceTyped]);

  const writes = plan?.branches.filter((b) => b.set + b.change > 0) ?? [];
  const apply = async () => {
    if (!action) return;
    setBusy(true);
    try {
      const out = await api().call('chain.toDrafts', { action, options });
      setWritten(out);
      void useChain.getState().load();
    } catch (e) {
      setError(errorShapeOf(e));
    } finally {
      setBusy(false);
    }
  };
  const writtenOk =
    written?.branches.filter((b) => !b.error && b.set + b.change > 0).map((b) => b.branch) ?? [];

  return (
    <Dialog
      open
      wide
      title={t(kind === 'adoptMajority' ? 'branches.action.majorityTitle' : 'branches.action.setTitle')}
      onClose={onClose}
      testId="chain-action"
      footer={
        written ? (
          <>
            <Button onClick={onClose}>{t('common.done')}</Button>
            <Button
              variant="primary"
              disabled={writtenOk.length === 0}
              onClick={() => onWritten(writtenOk)}
              data-testid="chain-action-review"
            >
              {t('branches.action.review', { count: writtenOk.length })}
            </Button>
          </>
        ) : (
          <>
            <Button onClick={onClose}>{t('common.cancel')}</Button>
            <Button
              variant="primary"
              disabled={!action || writes.length === 0}
              busy={busy}
              onClick={() => void apply()}
              data-testid="chain-action-apply"
            >
              {t('branches.action.apply', { count: writes.length })}
            </Button>
          </>
        )
      }
    >
      {error ? (
        <Alert tone="danger" detail={error.detail}>
          {errorText(error)}
        </Alert>
      ) : null}
      {written ? (
        <div className="stack" data-testid="chain-action-done">
          <Alert tone="success" title={t('branches.resolve.doneTitle')}>
            {t('branches.action.doneBody')}
          </Alert>
          <ChainPlanTable branches={written.branches} names={names} />
        </div>
      ) : (
        <div className="stack">
          <p className="muted">{t('branches.action.intro')}</p>
          {kind === 'adoptMajority' ? (
            <Segmented
              label={t('branches.action.scope')}
              value={scope}
              onChange={setScope}
              testId="chain-action-scope"
              options={[
                { value: 'conflict', label: t('branches.filter.conflict') },
                { value: 'unmapped', label: t('branches.filter.unmapped') },
                { value: 'both', label: t('branches.action.both') },
              ]}
            />
          ) : (
            <div className="row row--wrap chain-action__fields">
              <div className="field">
                <div className="field__label-row">
                  <span className="field__label" aria-hidden="true">
                    {t('branches.action.by')}
                  </span>
                </div>
                <Segmented
                  label={t('branches.action.by')}
                  value={by}
                  onChange={setBy}
                  testId="chain-action-by"
                  options={[
                    { value: 'itemNo', label: t('branches.chain.itemNo') },
                    { value: 'name', label: t('branches.chain.name') },
                  ]}
                />
              </div>
              <TextField
                label={by === 'itemNo' ? t('branches.chain.itemNo') : t('branches.chain.name')}
                value={key}
                onChange={setKey}
                mono={by === 'itemNo'}
                data-testid="chain-action-key"
              />
              <TextField
                label={t('branches.resolve.code')}
                value={code}
                onChange={setCode}
                mono
                error={codeProblemText(wanted)}
                data-testid="chain-action-code"
              />
            </div>
          )}
          <div className="row row--wrap">
            <Checkbox
              checked={fillEmptyOnly}
              onChange={setFillEmptyOnly}
              label={t('branches.action.fillEmptyOnly')}
              data-testid="chain-action-fill-empty"
            />
            <Checkbox
              checked={replaceTyped}
              onChange={setReplaceTyped}
              label={t('branches.action.replaceTyped')}
              data-testid="chain-action-replace-typed"
            />
          </div>
          {plan ? (
            <>
              <p className="muted" data-testid="chain-action-summary">
                {t('branches.action.summary', {
                  rows: plan.rows,
                  branches: writes.length,
                  edits: writes.reduce((n, b) => n + b.set + b.change, 0),
                })}
                {plan.noMajority > 0
                  ? ` ${t('branches.action.noMajority', { count: plan.noMajority })}`
                  : null}
              </p>
              {plan.branches.length > 0 ? (
                <ChainPlanTable
                  branches={plan.branches}
                  names={names}
                  loadRows={
                    action
                      ? (branch, offset) =>
                          api().call('chain.previewRows', { action, options, branch, offset })
                      : undefined
                  }
                />
              ) : null}
            </>
          ) : busy ? (
            <Spinner />
          ) : null}
        </div>
      )}
    </Dialog>
  );
}
