import { FieldMeaning, type FieldOverrides } from '../../../shared/domain/connection';
import { t } from '../../i18n/i18n';

/**
 * The Advanced section's text: one override a line, "meaning = FieldName" (e.g.
 * "check.kind = Belge"). Plain text keeps every meaning reachable without a form of 36 fields.
 */
export function overridesText(overrides: FieldOverrides | undefined): string {
  return Object.entries(overrides ?? {})
    .map(([meaning, name]) => `${meaning} = ${name}`)
    .join('\n');
}

export function parseOverridesText(text: string): { overrides: FieldOverrides } | { error: string } {
  const overrides: FieldOverrides = {};
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = (lines[i] ?? '').trim();
    if (line === '' || line.startsWith('#')) continue;
    const m = /^([\w.]+)\s*[=:]\s*(\S+)$/.exec(line);
    if (!m) return { error: t('connection.form.overrideSyntax', { line: i + 1 }) };
    const meaning = FieldMeaning.safeParse(m[1]);
    if (!meaning.success) {
      return { error: t('connection.form.overrideUnknown', { line: i + 1, meaning: m[1] }) };
    }
    overrides[meaning.data] = m[2];
  }
  return { overrides };
}
