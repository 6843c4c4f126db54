import { useState } from 'react';
import { type CsvFormat, csvFormatFor } from '../../../shared/domain/locale';
import { Segmented } from '../../components/segmented';
import { useSettings } from '../settings/settings-store';

const DELIMITERS = [
  { value: ';', label: '; Semicolon' },
  { value: ',', label: ', Comma' },
  { value: '\t', label: 'Tab' },
] as const;

const DECIMALS = [
  { value: ',', label: '12,50' },
  { value: '.', label: '12.50' },
] as const;

/** The CSV format an export starts from: the one of the language setting (Turkish: ';' and '12,50'). */
export function useCsvFormat(): [CsvFormat, (next: CsvFormat) => void] {
  const locale = useSettings((s) => s.settings.locale);
  const [chosen, setChosen] = useState<CsvFormat | null>(null);
  return [chosen ?? csvFormatFor(locale), setChosen];
}

/** Separator and decimal mark of a CSV export. */
export function CsvFormatFields({
  value,
  onChange,
  testId,
}: {
  value: CsvFormat;
  onChange: (next: CsvFormat) => void;
  testId: string;
}) {
  return (
    <div className="csv-format" data-testid={testId}>
      <div className="field">
        <span className="field__label">Separator</span>
        <Segmented
          label="CSV separator"
          value={value.delimiter}
          options={DELIMITERS}
          onChange={(delimiter) => onChange({ ...value, delimiter })}
          testId={`${testId}-delimiter`}
        />
      </div>
      <div className="field">
        <span className="field__label">Decimal mark</span>
        <Segmented
          label="CSV decimal mark"
          value={value.decimal}
          options={DECIMALS}
          onChange={(decimal) => onChange({ ...value, decimal })}
          testId={`${testId}-decimal`}
        />
      </div>
    </div>
  );
}
