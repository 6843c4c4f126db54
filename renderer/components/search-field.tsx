import type { InputHTMLAttributes, Ref } from 'react';
import { t } from '../i18n/i18n';
import { IconButton } from './button';
import { cx } from './cx';
import { Icon } from './icon';

export type SearchFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'type'> & {
  value: string;
  onChange: (value: string) => void;
  /** Accessible name; also the placeholder unless one is given. */
  label: string;
  ref?: Ref<HTMLInputElement>;
};

/** A search box with a clear button; Esc clears it (a second Esc leaves it to the page). */
export function SearchField({
  value,
  onChange,
  label,
  placeholder,
  className,
  onKeyDown,
  ref,
  ...rest
}: SearchFieldProps) {
  return (
    <div className={cx('input-wrap', className)}>
      <Icon name="search" size="sm" />
      <input
        ref={ref}
        type="search"
        className="input"
        // Names, item numbers and codes are not dictionary words: no squiggles, no form history.
        spellCheck={false}
        autoComplete="off"
        aria-label={label}
        placeholder={placeholder ?? label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && value) {
            e.preventDefault();
            e.stopPropagation();
            onChange('');
          }
          onKeyDown?.(e);
        }}
        {...rest}
      />
      {value ? (
        <IconButton
          className="input-wrap__clear"
          size="sm"
          icon="close"
          label={t('common.clearSearch')}
          onClick={() => onChange('')}
        />
      ) : null}
    </div>
  );
}
