import { type DragEvent, useId, useState } from 'react';
import { Icon } from '../../components';
import { t } from '../../i18n/i18n';

/** A file picker that also accepts a dropped file. */
export function FileDrop({
  accept,
  hint,
  onFile,
  testId,
}: {
  accept: string;
  hint: string;
  onFile: (file: File) => void;
  testId?: string;
}) {
  const id = useId();
  const [over, setOver] = useState(false);
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    const file = e.dataTransfer.files[0];
    if (file) onFile(file);
  };
  return (
    <label
      htmlFor={id}
      className={over ? 'file-drop file-drop--over' : 'file-drop'}
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <Icon name="arrowUp" size="lg" />
      <span className="file-drop__title">{t('fileImport.drop.title')}</span>
      <span className="subtle">{hint}</span>
      <input
        id={id}
        type="file"
        accept={accept}
        className="visually-hidden"
        data-testid={testId}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
    </label>
  );
}
