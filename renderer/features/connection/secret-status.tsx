import type { Profile } from '../../../shared/domain/connection';
import { Icon } from '../../components';
import { type MessageId, t } from '../../i18n/i18n';

const text: Record<Profile['secrets'], MessageId> = {
  stored: 'connection.secrets.stored',
  session: 'connection.secrets.session',
  missing: 'connection.secrets.missing',
};

/** Where a profile's AccessToken and password are: encrypted at rest, in memory only, or nowhere. */
export function SecretStatus({ secrets, testId }: { secrets: Profile['secrets'] | 'new'; testId?: string }) {
  if (secrets === 'new')
    return <span className="secret-status secret-status--missing">{t('connection.secrets.required')}</span>;
  return (
    <span className={`secret-status secret-status--${secrets}`} data-testid={testId} data-secrets={secrets}>
      <Icon name={secrets === 'stored' ? 'lock' : secrets === 'session' ? 'clock' : 'alert'} size="sm" />
      {t(text[secrets])}
    </span>
  );
}
