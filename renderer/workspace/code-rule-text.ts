import {
  checkIntegrationCode,
  MAX_INTEGRATION_CODE_LENGTH,
  normaliseIntegrationCode,
} from '../../shared/integration-code';
import { t } from '../i18n/i18n';

/**
 * Why a code breaks the letters-and-digits rule, in the user's language. The rule itself lives in
 * shared/integration-code (its reason is the core's English, for logs and the CLI); this finds
 * the same culprit again so the grid, the editor and the review can word it.
 */
export type CodeProblem =
  | { kind: 'length'; length: number }
  | { kind: 'character'; char: string; position: number };

export function codeProblem(raw: string): CodeProblem | null {
  if (checkIntegrationCode(raw).ok) return null;
  const code = normaliseIntegrationCode(raw);
  if (code.length > MAX_INTEGRATION_CODE_LENGTH) return { kind: 'length', length: code.length };
  const at = code.search(/[^A-Za-z0-9]/);
  return { kind: 'character', char: code[at] ?? '', position: at + 1 };
}

/** The whole rule and its culprit: "Only letters A-Z and digits 0-9 are allowed: "-" at position 4." */
export function codeProblemText(raw: string): string | null {
  const p = codeProblem(raw);
  if (!p) return null;
  if (p.kind === 'length')
    return t('items.rule.tooLong', { length: p.length, max: MAX_INTEGRATION_CODE_LENGTH });
  return t('items.rule.character', { what: describeChar(p.char), position: p.position });
}

/** Just the culprit ('"-" at position 4'), for narrow places; a length problem is short already. */
export function codeCulpritText(raw: string): string | null {
  const p = codeProblem(raw);
  if (!p) return null;
  if (p.kind === 'length') return codeProblemText(raw);
  return t('items.rule.culprit', { what: describeChar(p.char), position: p.position });
}

function describeChar(ch: string): string {
  if (ch === ' ') return t('items.rule.space');
  if (ch === '\t') return t('items.rule.tab');
  const cp = ch.codePointAt(0) ?? 0;
  return cp < 32
    ? t('items.rule.control', { code: `U+${cp.toString(16).padStart(4, '0')}` })
    : t('items.rule.char', { char: ch });
}
