import type { Profile } from '../../../shared/domain/connection';
import { Icon } from '../../components/icon';

const text: Record<Profile['secrets'], string> = {
  stored: 'Stored securely',
  session: 'Kept for this session only',
  missing: 'Missing',
};

/** Where a profile's AccessToken and password are: encrypted at rest, in memory only, or nowhere. */
export function SecretStatus({ secrets, testId }: { secrets: Profile['secrets'] | 'new'; testId?: string }) {
  if (secrets === 'new') return <span className="secret-status secret-status--missing">Required</span>;
  return (
    <span className={`secret-status secret-status--${secrets}`} data-testid={testId} data-secrets={secrets}>
      <Icon name={secrets === 'stored' ? 'lock' : secrets === 'session' ? 'clock' : 'alert'} size="sm" />
      {text[secrets]}
    </span>
  );
}
