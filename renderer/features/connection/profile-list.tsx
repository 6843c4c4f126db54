import { hostOf, type Profile } from '../../../shared/domain/connection';
import { Badge, Button, cx } from '../../components';
import { t } from '../../i18n/i18n';
import { useAppStatus } from '../../shell-state/app-status-store';
import { useConnection } from './connection-store';
import { SecretStatus } from './secret-status';

/** The saved profiles; the active one is marked and can be disconnected, the others connected. */
export function ProfileList({ profiles, selectedId }: { profiles: Profile[]; selectedId: string }) {
  const activeId = useAppStatus((s) => s.status?.profile?.id ?? null);
  const online = useAppStatus((s) => s.connectivity?.online ?? false);
  const busy = useConnection((s) => s.busy);
  const edit = useConnection((s) => s.edit);
  const connect = useConnection((s) => s.connect);
  const disconnect = useConnection((s) => s.disconnect);

  return (
    <ul className="profile-list" aria-label={t('connection.list.label')} data-testid="profile-list">
      {profiles.map((p) => {
        const active = p.id === activeId;
        return (
          <li
            key={p.id}
            className={cx('card profile-card', selectedId === p.id && 'is-selected')}
            data-testid={`profile-${p.id}`}
          >
            <button
              type="button"
              className="profile-card__main"
              onClick={() => edit(p.id)}
              aria-pressed={selectedId === p.id}
            >
              <span className="profile-card__title">
                <span className="profile-card__name truncate">{p.name}</span>
                {p.demo ? (
                  <Badge variant="demo" icon={null}>
                    {t('common.demo')}
                  </Badge>
                ) : null}
                {p.readOnly ? (
                  <Badge variant="outline" icon="eye">
                    {t('common.readOnly')}
                  </Badge>
                ) : null}
              </span>
              <span className="profile-card__meta truncate">
                {p.username} @ {hostOf(p.baseUrl)}
              </span>
              {p.demo ? null : (
                <span className="profile-card__meta">
                  <SecretStatus secrets={p.secrets} />
                </span>
              )}
            </button>
            <div className="profile-card__actions">
              {active ? (
                <>
                  <Badge variant={online ? 'success' : 'offline'} icon={online ? 'check' : 'cloudOff'}>
                    {online ? t('connection.list.connected') : t('connection.list.connectedOffline')}
                  </Badge>
                  <span className="spacer" />
                  <Button
                    size="sm"
                    variant="ghost"
                    busy={busy?.kind === 'disconnect'}
                    disabled={!!busy}
                    onClick={() => void disconnect()}
                    data-testid={`profile-disconnect-${p.id}`}
                  >
                    {t('connection.list.disconnect')}
                  </Button>
                </>
              ) : (
                <Button
                  size="sm"
                  variant="secondary"
                  icon="plug"
                  busy={busy?.kind === 'connect' && busy.id === p.id}
                  disabled={!!busy}
                  onClick={() => {
                    edit(p.id);
                    void connect(p.id);
                  }}
                  data-testid={`profile-connect-${p.id}`}
                >
                  {t('connection.list.connect')}
                </Button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
