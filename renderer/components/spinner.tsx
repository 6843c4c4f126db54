import { t } from '../i18n/i18n';
import { cx } from './cx';

export function Spinner({ size = 'md', label }: { size?: 'md' | 'lg'; label?: string }) {
  return (
    <span
      className={cx('spinner', size === 'lg' && 'spinner--lg')}
      role="status"
      aria-label={label ?? t('common.spinnerLoading')}
    />
  );
}
