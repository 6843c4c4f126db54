import { afterEach, describe, expect, test } from 'vitest';
import { readDate, readDateValue } from '../../../electron/core/service-check/dates';
import { readFindings } from '../../../electron/core/service-check/findings';
import type { Sample, Samples } from '../../../electron/core/service-check/samples';
import { saidText } from '../../../renderer/i18n/error-text';
import { activateLocale } from '../../../renderer/i18n/i18n';
import type { Finding } from '../../../shared/domain/service-check';

/**
 * The service check says which date and number forms it saw ("BusinessDate: /Date(ms+0300)/",
 * "amounts as text with a decimal comma"), in English as the core (and the CLI) words it and in
 * Turkish apart.
 */
afterEach(() => activateLocale('en'));

const NOW = new Date('2026-11-15T09:00:00Z');

const answer = (checks: unknown[]): Sample => ({
  op: 'checks',
  path: '/GetChecks',
  request: null,
  answer: { status: 200, retryAfter: null, contentType: 'application/json', text: '', json: checks },
  failed: null,
  failedError: null,
});

function samples(checks: unknown[]): Samples {
  return {
    expireDate: null,
    branches: null,
    unknownBranch: null,
    items: null,
    day: '2026-11-13',
    checksSame: answer(checks),
    checksNext: answer(checks),
    emptyDays: [],
    throttled: null,
    throttledError: null,
    calls: 3,
  };
}

/** A check as an older .NET service writes it: /Date()/ dates, amounts as text with a decimal comma. */
const dotNet = (id: number, over: Record<string, unknown> = {}) => ({
  Id: id,
  CheckNumber: id,
  BusinessDate: '/Date(1794517200000+0300)/',
  OpenDate: '/Date(1794550320000+0300)/',
  CloseDate: '/Date(1794553920000+0300)/',
  CheckType: 'Satış',
  TotalAmount: '1.234,50',
  Items: [{ ItemId: 1, Name: 'Döner', Quantity: '2', Price: '617,25', Total: '1.234,50' }],
  Payments: [{ PaymentType: 'Nakit', Amount: '1.234,50' }],
  ...over,
});

const ISO = (id: number) => ({
  Id: id,
  CheckNumber: id,
  BusinessDate: '2026-11-13T00:00:00',
  OpenDate: '2026-11-13T09:12:00',
  CloseDate: '2026-11-13T10:12:00',
  CheckType: 'Sale',
  TotalAmount: 1234.5,
  Items: [{ ItemId: 1, Name: 'Döner', Quantity: 2, Price: 617.25, Total: 1234.5 }],
  Payments: [{ PaymentType: 'Cash', Amount: 1234.5 }],
});

const finding = (checks: unknown[], topic: Finding['topic']) => {
  const f = readFindings(samples(checks), NOW).findings.find((x) => x.topic === topic);
  if (!f) throw new Error(`no ${topic} finding`);
  return f;
};

/** What the app shows of a finding, in the active language. */
const shown = (f: Finding) => ({
  title: saidText(f.titleSaid, f.title),
  seen: saidText(f.seenSaid, f.seen),
  appDoes: saidText(f.appDoesSaid, f.appDoes),
});

describe('the date forms', () => {
  test('/Date(ms+0300)/ is named with its offset and read as the day at that offset', () => {
    expect(readDate('/Date(1794517200000+0300)/')).toEqual({ format: '/Date(ms+0300)/', day: '2026-11-13' });
    // Without an offset: the instant, at Turkish time.
    expect(readDate('/Date(1794517200000)/')).toEqual({ format: '/Date(ms)/', day: '2026-11-13' });
    expect(readDateValue(1794517200)).toEqual({ format: 'epoch s', day: '2026-11-13' });
    expect(readDateValue('1794517200000')).toEqual({ format: 'epoch ms', day: '2026-11-13' });
    expect(readDate('2026-11-13 08:12:00')?.format).toBe('yyyy-MM-dd HH:mm:ss');
    expect(readDate('13/11/2026')).toEqual({ format: 'dd/MM/yyyy', day: '2026-11-13' });
    expect(readDate('11/13/2026')).toEqual({ format: 'MM/dd/yyyy', day: '2026-11-13' });
    expect(readDate('20261113')).toEqual({ format: 'yyyyMMdd', day: '2026-11-13' });
    // Not a day: no form at all.
    expect(readDate('0000-00-00T00:00:00')).toBeNull();
    expect(readDate('31.02.2026')).toBeNull();
  });

  test('each date field with the forms it came in, in English as the core says it', () => {
    const f = finding([dotNet(1), dotNet(2, { CloseDate: null })], 'date-forms');
    expect(f.seen).toBe(
      'Forms by field: BusinessDate: /Date(ms+0300)/; OpenDate: /Date(ms+0300)/; CloseDate: /Date(ms+0300)/.',
    );
    expect(f.status).toBe('note');
    expect(shown(f)).toEqual({ title: f.title, seen: f.seen, appDoes: f.appDoes });
    // The business day is read at the offset: the date rule is learnt from these dates.
    expect(readFindings(samples([dotNet(1)]), NOW).detected.businessDateFormat).toBe('/Date(ms+0300)/');
  });

  test('a value in no known form is counted, and said to make its days incomplete', () => {
    const f = finding([ISO(1), { ...ISO(2), BusinessDate: '0000-00-00T00:00:00' }], 'date-forms');
    expect(f.seen).toBe(
      'Forms by field: BusinessDate: yyyy-MM-ddTHH:mm:ss; OpenDate: yyyy-MM-ddTHH:mm:ss; CloseDate: yyyy-MM-ddTHH:mm:ss; 1 value in no known form.',
    );
    expect(f.status).toBe('unknown');
    expect(f.appDoes).toMatch(/incomplete/);
    expect(shown(f)).toEqual({ title: f.title, seen: f.seen, appDoes: f.appDoes });
    expect(finding([ISO(1)], 'date-forms').status).toBe('ok');
  });

  test('in Turkish', () => {
    const f = finding([dotNet(1)], 'date-forms');
    activateLocale('tr');
    expect(shown(f)).toEqual({
      title: 'Tarihler ve saatler nasıl yazılıyor?',
      seen: 'Alanlara göre biçimler: BusinessDate: /Date(ms+0300)/; OpenDate: /Date(ms+0300)/; CloseDate: /Date(ms+0300)/.',
      appDoes:
        'Uygulama bu biçimleri ISO yazılışlarıyla aynı gün ve saat olarak okur; /Date(ms±hhmm)/ kendi saat farkıyla, saat farkı olmayan bir biçim Türkiye saatiyle.',
    });
  });
});

describe('the number forms', () => {
  test('amounts as text with a decimal comma, quantities as text', () => {
    const f = finding([dotNet(1), dotNet(2)], 'number-forms');
    expect(f.seen).toBe(
      'Amounts as text with a decimal comma (e.g. "1.234,50"); quantities as text, whole numbers (e.g. "2").',
    );
    expect(f.status).toBe('note');
    expect(shown(f)).toEqual({ title: f.title, seen: f.seen, appDoes: f.appDoes });
    activateLocale('tr');
    expect(shown(f).title).toBe('Tutarlar ve miktarlar nasıl yazılıyor?');
    expect(shown(f).seen).toBe(
      'Tutarlar metin olarak, ondalık virgülle (örneğin "1.234,50"); miktarlar metin olarak, tam sayı (örneğin "2").',
    );
  });

  test('a decimal point, JSON numbers, and what cannot be read', () => {
    const point = finding([{ ...ISO(1), TotalAmount: '1234.50' }], 'number-forms');
    expect(point.seen).toBe(
      'Amounts as text with a decimal point (e.g. "1234.50"); quantities as JSON numbers.',
    );
    const json = finding([ISO(1)], 'number-forms');
    expect(json.seen).toBe('Amounts as JSON numbers; quantities as JSON numbers.');
    expect(json.status).toBe('ok');
    const odd = finding([{ ...ISO(1), TotalAmount: 'bin lira' }], 'number-forms');
    expect(odd.seen).toBe(
      'Amounts as JSON numbers; quantities as JSON numbers; 1 value could not be read as a number.',
    );
    expect(odd.status).toBe('note');
    for (const f of [point, json, odd])
      expect(shown(f)).toEqual({ title: f.title, seen: f.seen, appDoes: f.appDoes });
  });

  test('no checks: nothing to tell', () => {
    expect(finding([], 'number-forms').status).toBe('unknown');
    expect(finding([], 'date-forms').status).toBe('unknown');
  });
});
