import { useState } from 'react';
import type { Profile } from '../../../shared/domain/connection';
import { Button, ConfirmDialog, showError, showToast } from '../../components';
import { t } from '../../i18n/i18n';
import { useAppStatus } from '../../shell-state/app-status-store';
import { ConnectError } from './connect-error';
import { useConnection } from './connection-store';
import { ProfileForm } from './profile-form';
import { ServiceCheck } from './service-check';

/** The right-hand panel: the form of one profile, plus "Forget credentials" and "Delete". */
export function ProfileEditor({ profile }: { profile: Profile | null }) {
  const edit = useConnection((s) => s.edit);
  const connected = useAppStatus((s) => profile !== null && s.status?.profile?.id === profile.id);
  const title = profile ? profile.name : t('connection.editor.newTitle');
  return (
    <section className="card profile-editor" aria-label={title} data-testid="profile-editor">
      <div className="card__header">
        <h2>{title}</h2>
      </div>
      <div className="card__body stack stack--loose">
        {profile?.demo ? (
          <>
            <DemoProfile profile={profile} />
            {connected ? <ServiceCheck key={profile.id} /> : null}
          </>
        ) : (
          <>
            <ProfileForm key={profile?.id ?? 'new'} profile={profile} onCancel={() => edit(null)} />
            {profile && connected ? <ServiceCheck key={profile.id} /> : null}
            {profile ? <DangerZone profile={profile} /> : null}
          </>
        )}
      </div>
    </section>
  );
}

function DemoProfile({ profile }: { profile: Profile }) {
  const active = useAppStatus((s) => s.status?.profile?.id === profile.id);
  const busy = useConnection((s) => s.busy);
  const error = useConnection((s) => s.error);
  const connect = useConnection((s) => s.connect);
  return (
    <div className="stack">
      <p>{t('connection.demo.text')}</p>
      {error?.profileId === profile.id ? <ConnectError error={error.shape} /> : null}
      {active ? null : (
        <div className="form-actions">
          <Button
            variant="primary"
            icon="play"
            busy={busy?.kind === 'connect' && busy.id === profile.id}
            disabled={!!busy}
            onClick={() => void connect(profile.id)}
          >
            {t('connection.demo.start')}
          </Button>
        </div>
      )}
    </div>
  );
}

function DangerZone({ profile }: { profile: Profile }) {
  const [ask, setAsk] = useState<'forget' | 'delete' | null>(null);
  const forgetSecrets = useConnection((s) => s.forgetSecrets);
  const remove = useConnection((s) => s.remove);
  const active = useAppStatus((s) => s.status?.profile?.id === profile.id);

  const run = async (what: 'forget' | 'delete') => {
    try {
      if (what === 'forget') {
        await forgetSecrets(profile.id);
        showToast({ kind: 'success', message: t('connection.forget.done', { name: profile.name }) });
      } else {
        await remove(profile.id);
        showToast({ kind: 'success', message: t('connection.delete.done', { name: profile.name }) });
      }
      setAsk(null);
    } catch (e) {
      showError(e);
    }
  };

  return (
    <div className="danger-zone">
      <div className="danger-zone__row">
        <div>
          <h3>{t('connection.forget.heading')}</h3>
          <p className="muted">{t('connection.forget.text')}</p>
        </div>
        <Button
          variant="secondary"
          icon="key"
          disabled={profile.secrets === 'missing'}
          onClick={() => setAsk('forget')}
          data-testid="profile-forget"
        >
          {t('connection.forget.button')}
        </Button>
      </div>
      <div className="danger-zone__row">
        <div>
          <h3>{t('connection.delete.heading')}</h3>
          <p className="muted">{t('connection.delete.text', { active: active ? 'yes' : 'no' })}</p>
        </div>
        <Button
          variant="secondary"
          icon="trash"
          onClick={() => setAsk('delete')}
          data-testid="profile-delete"
        >
          {t('connection.delete.button')}
        </Button>
      </div>
      <ConfirmDialog
        open={ask === 'forget'}
        title={t('connection.forget.confirmTitle')}
        confirmLabel={t('connection.forget.button')}
        tone="danger"
        onConfirm={() => run('forget')}
        onCancel={() => setAsk(null)}
        testId="confirm-forget"
      >
        <p>{t('connection.forget.confirmText', { name: profile.name })}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={ask === 'delete'}
        title={t('connection.delete.confirmTitle', { name: profile.name })}
        confirmLabel={t('connection.delete.confirmButton')}
        tone="danger"
        onConfirm={() => run('delete')}
        onCancel={() => setAsk(null)}
        testId="confirm-delete"
      >
        <p>{t('connection.delete.confirmText', { active: active ? 'yes' : 'no' })}</p>
      </ConfirmDialog>
    </div>
  );
}
