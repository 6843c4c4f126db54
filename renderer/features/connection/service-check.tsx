import { useEffect, useState } from 'react';
import type { Finding, ServiceCheckReport } from '../../../shared/domain/service-check';
import { api } from '../../api/client';
import { downloadPayload } from '../../api/file-payload';
import { Badge, type BadgeVariant } from '../../components/badge';
import { Button } from '../../components/button';
import { formatDateTime } from '../../components/format';
import { showError, showToast } from '../../components/toast-store';

const STATUS: Record<Finding['status'], { label: string; variant: BadgeVariant }> = {
  ok: { label: 'OK', variant: 'success' },
  note: { label: 'Differs', variant: 'info' },
  unknown: { label: 'Could not tell', variant: 'warning' },
};

/**
 * "Check the service" for the connected profile: what this service does where the vendor's spec is
 * silent, and what the app does about it. The last check is saved with the profile.
 */
export function ServiceCheck() {
  const [report, setReport] = useState<ServiceCheckReport | null>(null);
  const [busy, setBusy] = useState<'check' | 'support' | null>(null);

  useEffect(() => {
    let live = true;
    api()
      .call('serviceCheck.last')
      .then((r) => {
        if (live) setReport(r);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  const check = async () => {
    setBusy('check');
    try {
      setReport(await api().call('serviceCheck.run'));
    } catch (e) {
      showError(e, { title: 'The service check failed', onRetry: () => void check() });
    } finally {
      setBusy(null);
    }
  };

  const support = async () => {
    setBusy('support');
    try {
      const file = await api().call('serviceCheck.supportFile');
      downloadPayload(file);
      showToast({ kind: 'success', message: `Saved ${file.fileName}: secrets and personal data removed.` });
    } catch (e) {
      showError(e, { title: 'The support file could not be made' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="service-check" aria-label="Service check" data-testid="service-check">
      <div className="service-check__head">
        <div>
          <h3>Service check</h3>
          <p className="muted">
            Finds out what this service does where the vendor’s spec is silent. Read-only: a few calls within
            the rate limits; no code is changed.
          </p>
        </div>
        <div className="service-check__actions">
          <Button
            icon="gauge"
            busy={busy === 'check'}
            disabled={busy !== null}
            onClick={() => void check()}
            data-testid="service-check-run"
          >
            Check the service
          </Button>
          <Button
            variant="secondary"
            icon="external"
            busy={busy === 'support'}
            disabled={busy !== null || report === null}
            title={
              report === null
                ? 'Check the service first'
                : 'For the vendor: raw samples, secrets and personal data removed'
            }
            onClick={() => void support()}
            data-testid="service-check-support"
          >
            Save a support file
          </Button>
        </div>
      </div>
      {report ? (
        <>
          <p className="muted service-check__when" data-testid="service-check-when">
            Checked {formatDateTime(report.checkedAt)} · {report.calls} calls to {report.service}
          </p>
          <ul className="service-check__list" data-testid="service-check-findings">
            {report.findings.map((f) => (
              <li key={f.topic} className="service-check__item" data-topic={f.topic}>
                <div className="service-check__title">
                  <strong>{f.title}</strong>
                  <Badge variant={STATUS[f.status].variant}>{STATUS[f.status].label}</Badge>
                </div>
                <p>
                  <span className="service-check__label">Seen</span> {f.seen}
                </p>
                <p className="muted">
                  <span className="service-check__label">App</span> {f.appDoes}
                </p>
              </li>
            ))}
          </ul>
          {Object.keys(report.proposedOverrides).length > 0 ? (
            <p className="muted" data-testid="service-check-overrides">
              Field names this service uses that the reader does not try first (proposed as field overrides):{' '}
              {Object.entries(report.proposedOverrides)
                .map(([meaning, name]) => `${meaning} = ${name}`)
                .join(', ')}
              .
            </p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
