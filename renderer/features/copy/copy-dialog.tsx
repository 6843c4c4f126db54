import { useEffect, useMemo, useState } from 'react';
import type { BranchSummary } from '../../../shared/domain/branch';
import type { AppErrorShape } from '../../../shared/domain/errors';
import type { CopyPreviewBranch } from '../../../shared/domain/mapping';
import { errorShapeOf } from '../../api/api-error';
import { api } from '../../api/client';
import { Alert, Button, Checkbox, Dialog, Segmented, Spinner } from '../../components';
import { errorText } from '../../i18n/error-text';
import { t } from '../../i18n/i18n';
import { useNavigation } from '../../shell-state/navigation';
import { draftSaved } from '../../workspace/draft-sync';
import { setPanel, useWorkspace } from '../../workspace/workspace-store';
import { CopyLegend } from './copy-items';
import { CopyTable } from './copy-table';
import { TargetPicker } from './target-picker';

type Step = 'pick' | 'preview' | 'done';
type Scope = 'all' | 'selected';

/**
 * Copy this branch's codes to sister branches by ItemNo: pick targets, see per branch what would
 * happen, write into their drafts; each branch is then reviewed and submitted on its own.
 */
export function CopyDialog() {
  const open = useWorkspace((s) => s.panel === 'copy');
  const source = useWorkspace((s) => s.branch);
  const navigate = useNavigation((s) => s.navigate);
  const [branches, setBranches] = useState<BranchSummary[]>([]);
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [step, setStep] = useState<Step>('pick');
  const [rows, setRows] = useState<CopyPreviewBranch[]>([]);
  const [withClears, setWithClears] = useState(false);
  const [fillEmptyOnly, setFillEmptyOnly] = useState(false);
  const [scope, setScope] = useState<Scope>('all');
  const selected = useWorkspace((s) => s.selected);
  const itemCount = useWorkspace((s) => s.loaded?.items.length ?? 0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<AppErrorShape | null>(null);

  useEffect(() => {
    if (!open) return;
    api()
      .call('branches.list', { refresh: false })
      .then(setBranches)
      .catch((e) => setError(errorShapeOf(e)));
  }, [open]);

  const names = useMemo(() => new Map(branches.map((b) => [b.code, b.name])), [branches]);
  const targets = useMemo(() => branches.filter((b) => b.code !== source), [branches, source]);

  const close = () => {
    setStep('pick');
    setRows([]);
    setPicked(new Set());
    setError(null);
    setWithClears(false);
    setFillEmptyOnly(false);
    setScope('all');
    setPanel('none');
  };

  const run = async (what: 'preview' | 'copy') => {
    if (!source) return;
    setBusy(true);
    setError(null);
    try {
      await draftSaved();
      const list = [...picked];
      const only = scope === 'selected' && selected.size > 0 ? { itemIds: [...selected] } : {};
      const answer =
        what === 'preview'
          ? await api().call('copy.preview', { source, targets: list, fillEmptyOnly, ...only })
          : await api().call('copy.toDrafts', {
              source,
              targets: list,
              includeClears: withClears && !fillEmptyOnly,
              fillEmptyOnly,
              ...only,
            });
      setRows(answer);
      setStep(what === 'preview' ? 'preview' : 'done');
    } catch (e) {
      setError(errorShapeOf(e));
    } finally {
      setBusy(false);
    }
  };

  // Filling empty codes only never clears one: the option to clear is not offered then.
  const totalClears = fillEmptyOnly ? 0 : rows.reduce((n, r) => n + r.clearable, 0);
  const totalKept = rows.reduce((n, r) => n + (r.keptMapped ?? 0), 0);
  return (
    <Dialog
      open={open}
      wide
      title={t('copy.title', { branch: names.get(source ?? '') ?? source ?? '' })}
      onClose={close}
      testId="copy-dialog"
      footer={
        step === 'pick' ? (
          <>
            <Button onClick={close}>{t('common.cancel')}</Button>
            <Button
              variant="primary"
              disabled={picked.size === 0}
              busy={busy}
              onClick={() => run('preview')}
              data-testid="copy-preview"
            >
              {t('copy.preview', { count: picked.size })}
            </Button>
          </>
        ) : step === 'preview' ? (
          <>
            <Button onClick={() => setStep('pick')}>{t('common.back')}</Button>
            <Button variant="primary" busy={busy} onClick={() => run('copy')} data-testid="copy-apply">
              {t('copy.apply', { count: picked.size })}
            </Button>
          </>
        ) : (
          <Button variant="primary" onClick={close}>
            {t('common.done')}
          </Button>
        )
      }
    >
      {error ? (
        <Alert tone="danger" detail={error.detail}>
          {errorText(error)}
        </Alert>
      ) : null}
      {step === 'pick' ? (
        <div className="stack">
          <p className="muted">{t('copy.intro')}</p>
          {selected.size > 0 ? (
            <Segmented
              label={t('copy.scope.label')}
              value={scope}
              onChange={setScope}
              testId="copy-scope"
              options={[
                { value: 'all', label: t('copy.scope.all', { count: itemCount }) },
                { value: 'selected', label: t('copy.scope.selected', { count: selected.size }) },
              ]}
            />
          ) : null}
          {targets.length === 0 && !error ? <Spinner label={t('copy.loadingBranches')} /> : null}
          <TargetPicker branches={targets} picked={picked} onChange={setPicked} />
          <Checkbox
            checked={fillEmptyOnly}
            onChange={setFillEmptyOnly}
            label={t('copy.fillEmptyOnly')}
            data-testid="copy-fill-empty"
          />
        </div>
      ) : step === 'preview' ? (
        <div className="stack">
          {scope === 'selected' ? (
            <p className="muted" data-testid="copy-scope-note">
              {t('copy.scope.note', { count: selected.size })}
            </p>
          ) : null}
          <CopyTable rows={rows} names={names} withClears={withClears && !fillEmptyOnly} />
          {totalKept > 0 ? (
            <p className="muted" data-testid="copy-kept-mapped">
              {t('copy.keptMapped', { count: totalKept })}
            </p>
          ) : null}
          {totalClears > 0 ? (
            <Checkbox
              checked={withClears}
              onChange={setWithClears}
              label={t('copy.withClears', { count: totalClears })}
              data-testid="copy-with-clears"
            />
          ) : null}
          <CopyLegend />
        </div>
      ) : (
        <div className="stack" data-testid="copy-done">
          <Alert tone="success" title={t('copy.doneTitle')}>
            {t('copy.doneBody')}
          </Alert>
          <CopyTable
            rows={rows}
            names={names}
            withClears={withClears && !fillEmptyOnly}
            onOpen={(branch) => {
              close();
              navigate('items', { branch });
            }}
          />
        </div>
      )}
    </Dialog>
  );
}
