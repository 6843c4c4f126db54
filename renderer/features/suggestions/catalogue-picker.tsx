import { useRef, useState } from 'react';
import { api } from '../../api/client';
import { fileToPayload } from '../../api/file-payload';
import { Button, showError, showToast } from '../../components';
import { t } from '../../i18n/i18n';

/** Loads the client system's product catalogue (CSV/XLSX: code, name, optional group). */
export function CataloguePicker({ onLoaded, compact }: { onLoaded: () => void; compact?: boolean }) {
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const pick = async (file: File) => {
    setBusy(true);
    try {
      const { products } = await api().call('catalogue.import', { file: await fileToPayload(file) });
      showToast({ kind: 'success', message: t('suggestions.catalogue.loaded', { count: products }) });
      onLoaded();
    } catch (e) {
      showError(e, { title: t('suggestions.catalogue.failed') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className={compact ? 'catalogue-picker catalogue-picker--compact' : 'catalogue-picker'}>
      <Button
        size="sm"
        variant={compact ? 'ghost' : 'primary'}
        busy={busy}
        icon="arrowUp"
        onClick={() => input.current?.click()}
      >
        {compact ? t('suggestions.catalogue.another') : t('suggestions.catalogue.load')}
      </Button>
      <input
        ref={input}
        type="file"
        accept=".csv,.xlsx,.txt,text/csv"
        className="visually-hidden"
        // The button above is how it is reached and named; the input itself is no extra tab stop.
        aria-label={t('suggestions.catalogue.file')}
        tabIndex={-1}
        data-testid="catalogue-file"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void pick(file);
        }}
      />
    </span>
  );
}
