import { useEffect, useState } from 'react';
import type { Finding, ServiceCheckReport } from '../../../shared/domain/service-check';
import { api } from '../../api/client';
import { downloadPayload } from '../../api/file-payload';
import { Badge, type BadgeVariant, Button, formatDateTime, showError, showToast } from '../../components';
import { errorText, saidText } from '../../i18n/error-text';
import { type MessageId, t } from '../../i18n/i18n';

const STATUS: Record<Finding['status'], { labelId: MessageId; variant: BadgeVariant }> = {
  ok: { labelId: 'connection.check.ok', variant: 'success' },
  note: { labelId: 'connection.check.note', variant: 'info' },
  unknown: { labelId: 'connection.check.unknown', variant: 'warning' },
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
      showError(e, { title: t('connection.check.failed'), onRetry: () => void check() });
    } finally {
      setBusy(null);
    }
  };

  const support = async () => {
    setBusy('support');
    try {
      const file = await api().call('serviceCheck.supportFile');
      downloadPayload(file);
      showToast({ kind: 'success', message: t('connection.check.supportSaved', { file: file.fileName }) });
    } catch (e) {
      showError(e, { title: t('connection.check.supportFailed') });
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="service-check" aria-label={t('connection.check.heading')} data-testid="service-check">
      <div className="service-check__head">
        <div>
          <h3>{t('connection.check.heading')}</h3>
          <p className="muted">{t('connection.check.text')}</p>
        </div>
        <div className="service-check__actions">
          <Button
            icon="gauge"
            busy={busy === 'check'}
            disabled={busy !== null}
            onClick={() => void check()}
            data-testid="service-check-run"
          >
            {t('connection.check.run')}
          </Button>
          <Button
            variant="secondary"
            icon="external"
            busy={busy === 'support'}
            disabled={busy !== null || report === null}
            title={report === null ? t('connection.check.supportFirst') : t('connection.check.supportTitle')}
            onClick={() => void support()}
            data-testid="service-check-support"
          >
            {t('connection.check.support')}
          </Button>
        </div>
      </div>
      {report ? (
        <>
          <p className="muted service-check__when" data-testid="service-check-when">
            {t('connection.check.when', {
              when: formatDateTime(report.checkedAt),
              calls: report.calls,
              service: report.service,
            })}
          </p>
          <ul className="service-check__list" data-testid="service-check-findings">
            {report.findings.map((f) => (
              <li key={f.topic} className="service-check__item" data-topic={f.topic}>
                <div className="row">
                  <strong>{saidText(f.titleSaid, f.title)}</strong>
                  <Badge variant={STATUS[f.status].variant}>{t(STATUS[f.status].labelId)}</Badge>
                </div>
                <p>
                  <span className="service-check__label">{t('connection.check.seen')}</span> {seenText(f)}
                </p>
                <p className="muted">
                  <span className="service-check__label">{t('connection.check.app')}</span>{' '}
                  {saidText(f.appDoesSaid, f.appDoes)}
                </p>
              </li>
            ))}
          </ul>
          {Object.keys(report.proposedOverrides).length > 0 ? (
            <p className="muted" data-testid="service-check-overrides">
              {t('connection.check.overrides', {
                list: Object.entries(report.proposedOverrides)
                  .map(([meaning, name]) => `${meaning} = ${name}`)
                  .join(', '),
              })}
            </p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

/** What the check saw, in the user's language; a failed call is followed by its error's words. */
function seenText(f: Finding): string {
  if (f.seenSaid === undefined) return f.seen;
  const seen = saidText(f.seenSaid, f.seen);
  return f.failure ? `${seen} ${errorText(f.failure)}` : seen;
}
