import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../../renderer/i18n/i18n';
import { codeCulpritText, codeProblem, codeProblemText } from '../../../renderer/workspace/code-rule-text';
import { checkIntegrationCode } from '../../../shared/integration-code';

afterEach(() => activateLocale('en'));

describe('the code rule in the user language', () => {
  it('in English, says exactly what the shared rule says', () => {
    activateLocale('en');
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[A-Za-z0-9]{60,70}$/)), (raw) => {
        const check = checkIntegrationCode(raw);
        expect(codeProblemText(raw)).toBe(check.ok ? null : check.reason);
      }),
    );
  });

  it('in Turkish, names the culprit and its position the Turkish way', () => {
    activateLocale('tr');
    expect(codeProblemText('AB-1')).toBe(
      'Yalnızca A-Z harfleri ve 0-9 rakamları kullanılabilir: 3. sırada "-" var.',
    );
    expect(codeCulpritText('ABC 1')).toBe('4. sırada boşluk');
    expect(codeCulpritText('ÖZEL')).toBe('1. sırada "Ö"');
    expect(codeProblemText('A'.repeat(1234))).toBe('Çok uzun: 1.234 karakter (en fazla 64).');
    expect(codeProblemText('AB12')).toBeNull();
  });

  it('finds the same culprit as the rule', () => {
    expect(codeProblem(' ab\tc ')).toEqual({ kind: 'character', char: '\t', position: 3 });
    expect(codeProblem('x\u0001')).toEqual({ kind: 'character', char: '\u0001', position: 2 });
  });
});
