import { useState } from 'react';
import type { AppErrorShape } from '../../../shared/domain/errors';
import type { ChainRow } from '../../../shared/domain/item';
import { checkIntegrationCode, normaliseIntegrationCode } from '../../../shared/integration-code';
import { errorShapeOf } from '../../api/api-error';
import { api } from '../../api/client';
import { Alert, Button, Checkbox, Dialog, TextField } from '../../components';
import { errorText } from '../../i18n/error-text';
import { t } from '../../i18n/i18n';
import { useNavigation } from '../../shell-state/navigation';
import { codeProblemText } from '../../workspace/code-rule-text';
import { type BranchColumn, codeChoices } from './chain-model';
import { useChain } from './chain-store';

type Written = { branch: string; error?: AppErrorShape };

/**
 * Resolves a disagreement from the chain view: one code for the branches chosen. It writes each
 * branch's draft, as typing it in that branch would; each is then reviewed and sent from there,
 * through the same Review & submit as every other edit (nothing here talks to the service).
 */
export function ChainResolveDialog({
  row,
  columns,
  onClose,
}: {
  row: ChainRow;
  columns: readonly BranchColumn[];
  onClose: () => void;
}) {
  const navigate = useNavigation((s) => s.navigate);
  const choices = codeChoices(row.codes);
  // The code most branches use (on a tie, the first of them by name).
  const [code, setCode] = useState(choices[0]?.[0] ?? '');
  const have = columns.filter((c) => row.codes[c.code] !== null && row.codes[c.code] !== undefined);
  const [picked, setPicked] = useState<ReadonlySet<string>>(
    () => new Set(have.filter((c) => row.codes[c.code] !== code).map((c) => c.code)),
  );
  const [written, setWritten] = useState<Written[] | null>(null);
  const [busy, setBusy] = useState(false);

  const wanted = normaliseIntegrationCode(code);
  const problem = codeProblemText(wanted);
  const targets = have.filter((c) => picked.has(c.code) && row.codes[c.code] !== wanted);
  const names = new Map(columns.map((c) => [c.code, c.name]));
  const ok = wanted !== '' && checkIntegrationCode(wanted).ok;

  const apply = async () => {
    setBusy(true);
    const out: Written[] = [];
    for (const c of targets) {
      const itemId = row.itemIds?.[c.code];
      if (itemId === undefined) continue;
      try {
        await api().call('draft.edit', { branch: c.code, edits: [{ itemId, code: wanted }] });
        out.push({ branch: c.code });
      } catch (e) {
        out.push({ branch: c.code, error: errorShapeOf(e) });
      }
    }
    setWritten(out);
    setBusy(false);
    void useChain.getState().load();
  };

  return (
    <Dialog
      open
      title={t('branches.resolve.title', { itemNo: row.itemNo, name: row.name })}
      onClose={onClose}
      testId="chain-resolve"
      footer={
        written ? (
          <Button variant="primary" onClick={onClose}>
            {t('common.done')}
          </Button>
        ) : (
          <>
            <Button onClick={onClose}>{t('common.cancel')}</Button>
            <Button
              variant="primary"
              disabled={!ok || targets.length === 0}
              busy={busy}
              onClick={() => void apply()}
              data-testid="chain-resolve-apply"
            >
              {t('branches.resolve.apply', { count: targets.length })}
            </Button>
          </>
        )
      }
    >
      {written ? (
        <div className="stack" data-testid="chain-resolve-done">
          <Alert tone="success" title={t('branches.resolve.doneTitle')}>
            {t('branches.resolve.doneBody')}
          </Alert>
          <ul className="chain-resolve__list">
            {written.map((w) => (
              <li key={w.branch} className="row" data-branch={w.branch}>
                <span>
                  {names.get(w.branch) ?? w.branch} <span className="subtle mono">{w.branch}</span>
                </span>
                <span className="spacer" />
                {w.error ? (
                  <span className="copy-error">{errorText(w.error)}</span>
                ) : (
                  <Button
                    size="sm"
                    onClick={() => {
                      onClose();
                      navigate('items', { branch: w.branch });
                    }}
                    data-testid="chain-resolve-open"
                  >
                    {t('branches.resolve.open')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <div className="stack">
          <p className="muted">{t('branches.resolve.intro')}</p>
          <TextField
            label={t('branches.resolve.code')}
            value={code}
            onChange={setCode}
            mono
            error={problem}
            data-testid="chain-resolve-code"
          />
          <div className="row row--wrap">
            {choices.map(([c, n]) => (
              <Button
                key={c}
                size="sm"
                variant={c === wanted ? 'primary' : 'secondary'}
                onClick={() => setCode(c)}
                data-testid="chain-resolve-choice"
              >
                {t('branches.resolve.use', { code: c, count: n })}
              </Button>
            ))}
          </div>
          <fieldset className="chain-resolve__branches">
            <legend>{t('branches.resolve.branches')}</legend>
            {have.map((c) => {
              const current = row.codes[c.code] ?? '';
              const same = current === wanted;
              return (
                <Checkbox
                  key={c.code}
                  checked={picked.has(c.code) && !same}
                  disabled={same}
                  onChange={(on) => {
                    const next = new Set(picked);
                    if (on) next.add(c.code);
                    else next.delete(c.code);
                    setPicked(next);
                  }}
                  data-testid={`chain-resolve-branch-${c.code}`}
                  label={
                    <>
                      {c.name} <span className="subtle mono">{c.code}</span> ·{' '}
                      <span className="mono">{current || t('branches.chain.unmapped')}</span>
                      {same ? <span className="subtle"> · {t('branches.resolve.already')}</span> : null}
                    </>
                  }
                />
              );
            })}
          </fieldset>
        </div>
      )}
    </Dialog>
  );
}
