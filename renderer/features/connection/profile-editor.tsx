import { useState } from 'react';
import type { Profile } from '../../../shared/domain/connection';
import { useAppStatus } from '../../app/app-status-store';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { showError, showToast } from '../../components/toast-store';
import { ConnectError } from './connect-error';
import { useConnection } from './connection-store';
import { ProfileForm } from './profile-form';
import { ServiceCheck } from './service-check';

/** The right-hand panel: the form of one profile, plus "Forget credentials" and "Delete". */
export function ProfileEditor({ profile }: { profile: Profile | null }) {
  const edit = useConnection((s) => s.edit);
  const connected = useAppStatus((s) => profile !== null && s.status?.profile?.id === profile.id);
  const title = profile ? profile.name : 'New connection profile';
  return (
    <section className="card profile-editor" aria-label={title} data-testid="profile-editor">
      <div className="card__header">
        <h2>{title}</h2>
      </div>
      <div className="card__body">
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
      <p>
        The demo runs a sample integration service inside the app, on this computer only. Its address and
        credentials are managed for you and change on every start.
      </p>
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
            Start the demo
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
        showToast({
          kind: 'success',
          message: `The AccessToken and password of "${profile.name}" were wiped.`,
        });
      } else {
        await remove(profile.id);
        showToast({ kind: 'success', message: `The profile "${profile.name}" was deleted.` });
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
          <h3>Forget credentials</h3>
          <p className="muted">Wipes the stored AccessToken and password. The profile itself stays.</p>
        </div>
        <Button
          variant="secondary"
          icon="key"
          disabled={profile.secrets === 'missing'}
          onClick={() => setAsk('forget')}
          data-testid="profile-forget"
        >
          Forget credentials
        </Button>
      </div>
      <div className="danger-zone__row">
        <div>
          <h3>Delete profile</h3>
          <p className="muted">
            Removes the profile and its credentials{active ? ' and disconnects it' : ''}. Saved branch data
            stays.
          </p>
        </div>
        <Button
          variant="secondary"
          icon="trash"
          onClick={() => setAsk('delete')}
          data-testid="profile-delete"
        >
          Delete…
        </Button>
      </div>
      <ConfirmDialog
        open={ask === 'forget'}
        title="Forget the credentials?"
        confirmLabel="Forget credentials"
        tone="danger"
        onConfirm={() => run('forget')}
        onCancel={() => setAsk(null)}
        testId="confirm-forget"
      >
        <p>
          The AccessToken and password of <strong>{profile.name}</strong> will be wiped from this computer.
          You will need to enter them again to connect.
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={ask === 'delete'}
        title={`Delete "${profile.name}"?`}
        confirmLabel="Delete profile"
        tone="danger"
        onConfirm={() => run('delete')}
        onCancel={() => setAsk(null)}
        testId="confirm-delete"
      >
        <p>
          The profile and its stored credentials will be removed{active ? ', and the app disconnects' : ''}.
          This cannot be undone.
        </p>
      </ConfirmDialog>
    </div>
  );
}
