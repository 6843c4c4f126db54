import { useState } from 'react';
import { type CsvFormat, csvFormatFor } from '../../../shared/domain/locale';
import { Segmented } from '../../components';
import { t } from '../../i18n/i18n';
import { useSettings } from '../settings/settings-store';

function delimiters() {
  return [
    { value: ';', label: t('fileImport.csv.semicolon') },
    { value: ',', label: t('fileImport.csv.comma') },
    { value: '\t', label: t('fileImport.csv.tab') },
  ] as const;
}

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
        <span className="field__label">{t('fileImport.csv.separator')}</span>
        <Segmented
          label={t('fileImport.csv.separatorLabel')}
          value={value.delimiter}
          options={delimiters()}
          onChange={(delimiter) => onChange({ ...value, delimiter })}
          testId={`${testId}-delimiter`}
        />
      </div>
      <div className="field">
        <span className="field__label">{t('fileImport.csv.decimal')}</span>
        <Segmented
          label={t('fileImport.csv.decimalLabel')}
          value={value.decimal}
          options={DECIMALS}
          onChange={(decimal) => onChange({ ...value, decimal })}
          testId={`${testId}-decimal`}
        />
      </div>
    </div>
  );
}
