import { useEffect } from 'react';
import { Alert, Button, Spinner } from '../../components';
import { t } from '../../i18n/i18n';
import { useAppStatus } from '../../shell-state/app-status-store';
import { useConnection } from './connection-store';
import { ProfileEditor } from './profile-editor';
import { ProfileList } from './profile-list';
import { Welcome } from './welcome';

/**
 * The Connection page: the welcome screen on first start, otherwise the saved profiles with an
 * editor for the selected one.
 */
export function ConnectionPage() {
  const status = useAppStatus((s) => s.status);
  const profiles = useConnection((s) => s.profiles);
  const loaded = useConnection((s) => s.loaded);
  const editing = useConnection((s) => s.editing);
  const opened = useConnection((s) => s.opened);
  const busy = useConnection((s) => s.busy);
  const edit = useConnection((s) => s.edit);
  const startDemo = useConnection((s) => s.startDemo);

  useEffect(() => {
    void useConnection.getState().load();
  }, []);

  if (!loaded) {
    return (
      <div className="app__loading">
        <Spinner size="lg" />
      </div>
    );
  }

  const ownProfiles = profiles.filter((p) => !p.demo);
  if (status?.mode === 'welcome' && ownProfiles.length === 0 && editing === null) {
    return (
      <div className="page" data-testid="connection-page">
        <Welcome onConnect={() => edit('new')} />
      </div>
    );
  }

  const activeId = status?.profile?.id ?? null;
  const selectedId = editing ?? activeId ?? profiles[0]?.id ?? 'new';
  const selected = selectedId === 'new' ? null : (profiles.find((p) => p.id === selectedId) ?? null);
  const demoActive = status?.demo ?? false;

  return (
    <div className="page" data-testid="connection-page">
      <header className="page__header">
        <div className="page__title">
          <h1>{t('connection.title')}</h1>
          <p className="page__subtitle">{t('connection.subtitle')}</p>
        </div>
        <div className="page__actions">
          {demoActive ? null : (
            <Button
              icon="play"
              onClick={() => void startDemo()}
              busy={busy?.kind === 'demo'}
              disabled={!!busy}
              data-testid="connection-try-demo"
            >
              {t('connection.tryDemo')}
            </Button>
          )}
          <Button variant="primary" icon="plus" onClick={() => edit('new')} data-testid="profile-new">
            {t('connection.newProfile')}
          </Button>
        </div>
      </header>

      {status?.secretStore === 'unavailable' ? (
        <Alert tone="warning" title={t('connection.noSecretStore')} testId="secret-store-warning">
          {t('connection.noSecretStoreText')}
        </Alert>
      ) : null}

      <div className={profiles.length > 0 ? 'connection-layout' : 'connection-single'}>
        {profiles.length > 0 ? <ProfileList profiles={profiles} selectedId={selectedId} /> : null}
        <ProfileEditor key={`${selectedId}:${opened}`} profile={selected} />
      </div>
    </div>
  );
}
