import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { addDays, isIsoDate } from '../../shared/business-dates';
import { cx } from './cx';
import { formatShortDate, parseShortDate } from './short-date';
import './date-field.css';

export type DateFieldProps = {
  /** The day as yyyy-mm-dd, or '' for none. */
  value: string;
  /** A day as yyyy-mm-dd, or '' while the box is empty or holds no date. */
  onChange: (value: string) => void;
  'aria-label': string;
  /** Said under the box when what was typed is not a date. */
  invalidText: string;
  /** The calendar button's name. */
  pickerLabel: string;
  /** The day is a date but not a good one here (e.g. after the end of a range). */
  invalid?: boolean;
  min?: string;
  max?: string;
  placeholder?: string;
  className?: string;
  'data-testid'?: string;
};

/**
 * A day typed the app's way ("24.11.2026" in Turkish, "11/24/2026" in English), whatever language
 * the browser or the OS speak (<input type="date"> shows theirs). ArrowUp and ArrowDown move a day;
 * the calendar button opens the browser's own picker on a hidden date input.
 */
export function DateField({
  value,
  onChange,
  invalidText,
  pickerLabel,
  invalid,
  min,
  max,
  placeholder,
  className,
  'aria-label': ariaLabel,
  'data-testid': testId,
}: DateFieldProps) {
  const [text, setText] = useState(() => formatShortDate(value));
  const [unreadable, setUnreadable] = useState(false);
  // The value this box last gave: a different one comes from outside (a preset) and is shown.
  const given = useRef(value);
  const picker = useRef<HTMLInputElement>(null);
  const errorId = useId();

  useEffect(() => {
    if (value === given.current) return;
    given.current = value;
    setText(formatShortDate(value));
    setUnreadable(false);
  }, [value]);

  const give = (iso: string) => {
    given.current = iso;
    if (iso !== value) onChange(iso);
  };
  const type = (next: string) => {
    setText(next);
    setUnreadable(false);
    give(parseShortDate(next) ?? '');
  };
  const choose = (iso: string) => {
    setText(formatShortDate(iso));
    setUnreadable(false);
    give(iso);
  };
  /** Leaving the box (or Enter): a date is written the locale's way, anything else is flagged. */
  const settle = () => {
    const iso = parseShortDate(text);
    if (iso !== null) setText(formatShortDate(iso));
    setUnreadable(iso === null && text.trim() !== '');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') settle();
    if (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') return;
    const from = parseShortDate(text) ?? (isIsoDate(value) ? value : null);
    if (from === null) return;
    e.preventDefault();
    choose(addDays(from, e.key === 'ArrowUp' ? 1 : -1));
  };
  const openPicker = () => {
    try {
      picker.current?.showPicker();
    } catch {
      // No picker here (or not now): the box itself still takes the date.
    }
  };

  return (
    <span className={cx('date-field', className)}>
      <input
        className="input date-field__input"
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        aria-label={ariaLabel}
        placeholder={placeholder}
        value={text}
        onChange={(e) => type(e.target.value)}
        onBlur={settle}
        onKeyDown={onKeyDown}
        aria-invalid={unreadable || invalid || undefined}
        aria-describedby={unreadable ? errorId : undefined}
        data-testid={testId}
      />
      <button
        type="button"
        className="date-field__button"
        aria-label={pickerLabel}
        title={pickerLabel}
        tabIndex={-1}
        onClick={openPicker}
      >
        <svg className="icon icon--sm" viewBox="0 0 24 24" aria-hidden>
          <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
          <path d="M3.5 10h17M8 3v4M16 3v4" />
        </svg>
      </button>
      <input
        ref={picker}
        type="date"
        className="date-field__picker"
        tabIndex={-1}
        aria-hidden
        aria-label={pickerLabel}
        value={isIsoDate(value) ? value : ''}
        min={min}
        max={max}
        onChange={(e) => {
          if (isIsoDate(e.target.value)) choose(e.target.value);
        }}
      />
      {unreadable ? (
        <span className="date-field__error" id={errorId} role="alert">
          {invalidText}
        </span>
      ) : null}
    </span>
  );
}
