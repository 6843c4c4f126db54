import { FieldOverrideKey, type FieldOverrides, formatValueIssue } from '../../../shared/domain/connection';
import { t } from '../../i18n/i18n';

/**
 * The Advanced section's text: one override a line, "meaning = FieldName" (e.g.
 * "check.kind = Belge"), or a date field's format ("check.businessDate.format = dd/MM/yyyy").
 * Plain text keeps every meaning reachable without a form of 36 fields.
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
    const key = FieldOverrideKey.safeParse(m[1]);
    if (!key.success) {
      return { error: t('connection.form.overrideUnknown', { line: i + 1, meaning: m[1] }) };
    }
    const value = m[2] ?? '';
    if (formatValueIssue(key.data, value) !== null) {
      return { error: t('connection.form.overrideFormat', { line: i + 1 }) };
    }
    overrides[key.data] = value;
  }
  return { overrides };
}
