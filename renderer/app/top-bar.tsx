import { hostOf, isReadOnly } from '../../shared/domain/connection';
import { Badge, Icon } from '../components';
import { t } from '../i18n/i18n';
import { useAppStatus } from '../shell-state/app-status-store';
import { useNavigation } from '../shell-state/navigation';

/** App name, and who we are connected as: the profile, its server, DEMO and read-only labels. */
export function TopBar() {
  const status = useAppStatus((s) => s.status);
  const navigate = useNavigation((s) => s.navigate);
  const profile = status?.profile ?? null;
  return (
    <header className="top-bar" data-testid="top-bar">
      <div className="top-bar__brand">
        <span className="top-bar__logo" aria-hidden="true">
          <Icon name="link" />
        </span>
        <span className="top-bar__name">{t('common.appName')}</span>
      </div>
      {status?.demo ? (
        <div className="top-bar__demo" data-testid="demo-label">
          <Badge variant="demo" icon="play">
            {t('common.demo')}
          </Badge>
          <span>{t('common.topBar.demoNote')}</span>
        </div>
      ) : null}
      <div className="spacer" />
      {profile ? (
        <button
          type="button"
          className="top-bar__profile"
          onClick={() => navigate('connection')}
          title={t('common.topBar.profiles')}
          data-testid="active-profile"
          data-host={hostOf(profile.baseUrl)}
        >
          <Icon name="user" />
          <span className="top-bar__profile-text">
            <span className="top-bar__profile-name">{profile.name}</span>
            <span className="top-bar__profile-host">
              {profile.username} @ {hostOf(profile.baseUrl)}
            </span>
          </span>
          {status?.team ? (
            <Badge variant="outline" icon="user">
              <span data-testid="team-role">{t(`common.topBar.teamRole.${status.team.role}`)}</span>
            </Badge>
          ) : null}
          {status && isReadOnly(status) ? (
            <Badge variant="outline" icon="eye">
              {t('common.readOnly')}
            </Badge>
          ) : null}
        </button>
      ) : status ? (
        <span className="top-bar__profile top-bar__profile--none">{t('common.notConnected')}</span>
      ) : null}
    </header>
  );
}
