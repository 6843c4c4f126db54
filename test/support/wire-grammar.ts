import fc from 'fast-check';
import { FIELD_NAMES } from '../../electron/core/upstream/field-names';
import { checkReconciles } from '../../shared/check-summary';
import type { Check, CheckKind, CheckLine } from '../../shared/domain/check';
import type { FieldMeaning, FieldOverrides } from '../../shared/domain/connection';

/**
 * The wire grammar: for each meaning a value of a check can have (a date, a date-time, an amount, a
 * quantity, a boolean, a kind, an id), every encoding of one truth a service may send, each tagged
 * with what the reader must do with it:
 *   - readable: a form the reader must read, to exactly the truth;
 *   - foreign: a form nobody foresaw, or one that cannot be read without a guess ("1.234"): the
 *     reader must count its record (or its line, payment or discount) unreadable, never read it
 *     wrongly. A foreign KIND is the exception: the record is read, of kind `unknown`, never counted
 *     as revenue;
 *   - contextual: a form whose answer decides (03/04/2026, read when another date of the answer,
 *     the days asked or the profile settles the order of day and month): read exactly or counted
 *     unreadable, never read wrongly.
 *
 * `wireAnswer()` draws whole GetChecks answers from it: truths (ModelCheck), the records as sent
 * (field names drawn from FIELD_NAMES, values from the grammar), the days asked, the profile's
 * overrides, and per record what the reader must do (`expect`).
 */

export type Tag = 'readable' | 'foreign' | 'contextual';

/** A field the service leaves out (IsReturn false, a quantity of 1). */
export const OMIT: unique symbol = Symbol('omit');

export type Encoded = { wire: unknown; tag: Tag; form: string; impliesReturn?: true };

/** One service's habits, fixed per answer: a service writes its dates one way. */
export type WireService = {
  /** The order of day and month in its slashed dates. */
  order: 'dmy' | 'mdy';
  /** Its clock's offset from UTC, in minutes. */
  offsetMinutes: number;
  /** The profile names the zone of its business dates (check.businessDate.zone). */
  zoneInProfile: boolean;
  /** The profile names the order of its slashed dates (check.businessDate.format). */
  orderInProfile: boolean;
};

export type ModelKind = 'sale' | 'collection' | 'expense';
/** Magnitudes: a return's values count negative (the spec), whatever sign they are sent with. */
export type ModelLine = {
  itemId: number;
  itemNo: string;
  name: string;
  quantity: number;
  unitCents: number;
  totalCents: number;
};
export type ModelPayment = { type: string; cents: number };
export type ModelDiscount = { name: string; cents: number };
export type ModelCheck = {
  id: number;
  number: number;
  /** yyyy-MM-dd */
  businessDate: string;
  /** yyyy-MM-ddTHH:mm:ss on the service's clock. */
  openedAt: string;
  kind: ModelKind;
  isReturn: boolean;
  lines: ModelLine[];
  payments: ModelPayment[];
  discounts: ModelDiscount[];
};

type Form<T> = {
  form: string;
  tag: Tag;
  /** The wire values of this form for `truth`; null when the form cannot write it. */
  write: (truth: T, svc: WireService) => fc.Arbitrary<unknown> | null;
  /** Where the tag depends on the value or the service. */
  tagFor?: (truth: T, svc: WireService) => Tag;
  impliesReturn?: true;
};

const MINUTE = 60_000;

/** A uniform draw in [0, 1): fast-check's own numbers lean to their bounds, shares need them even. */
const chance = fc.noBias(fc.integer({ min: 0, max: 9_999 })).map((n) => n / 10_000);
const p2 = (n: number) => String(n).padStart(2, '0');
const partsOf = (day: string) => {
  const [y = 0, m = 0, d = 0] = day.split('-').map(Number);
  return { y, m, d };
};
const utcMidnight = (day: string) => Date.parse(`${day}T00:00:00Z`);
/** +03:00 (or +0300) for 180 minutes. */
const zoneText = (minutes: number, colon = true) => {
  const a = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${p2(Math.floor(a / 60))}${colon ? ':' : ''}${p2(a % 60)}`;
};
const TR_MONTHS = [
  'Ocak',
  'Şubat',
  'Mart',
  'Nisan',
  'Mayıs',
  'Haziran',
  'Temmuz',
  'Ağustos',
  'Eylül',
  'Ekim',
  'Kasım',
  'Aralık',
];
const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const clockTime = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), fc.integer({ min: 0, max: 59 }))
  .map(([h, m, s]) => `${p2(h)}:${p2(m)}:${p2(s)}`);
const fraction = fc.constantFrom('', '.0', '.000', '.1234567', '.5');

/** A slashed date's tag: readable when only one order reads it, or both read it alike, or the profile says. */
const slashTag = (day: string, svc: WireService): Tag => {
  const { m, d } = partsOf(day);
  return d > 12 || d === m || svc.orderInProfile ? 'readable' : 'contextual';
};
const slashed = (day: string, svc: WireService, sep: string) => {
  const { y, m, d } = partsOf(day);
  return svc.order === 'dmy' ? `${p2(d)}${sep}${p2(m)}${sep}${y}` : `${p2(m)}${sep}${p2(d)}${sep}${y}`;
};
const dotted = (day: string) => {
  const { y, m, d } = partsOf(day);
  return `${p2(d)}.${p2(m)}.${y}`;
};
/** An instant with no zone written for a day: readable alone only at a UTC midnight. */
const instantTag = (_: string, svc: WireService): Tag =>
  svc.zoneInProfile || svc.offsetMinutes === 0 ? 'readable' : 'foreign';
const serviceMidnight = (day: string, svc: WireService) => utcMidnight(day) - svc.offsetMinutes * MINUTE;
/** UTC midnights are what a service storing days in UTC sends; one whose profile names a zone sends its own. */
const atUtcMidnight = (svc: WireService) => !svc.zoneInProfile || svc.offsetMinutes === 0;

const DATE_FORMS: Form<string>[] = [
  { form: 'yyyy-MM-dd', tag: 'readable', write: (d) => fc.constant(d) },
  {
    form: 'yyyy-MM-ddT00:00:00[.f]',
    tag: 'readable',
    write: (d) => fraction.map((f) => `${d}T00:00:00${f}`),
  },
  { form: 'yyyy-MM-dd HH:mm:ss', tag: 'readable', write: (d) => clockTime.map((t) => `${d} ${t}`) },
  {
    form: 'yyyy-MM-ddT00:00:00±hh:mm',
    tag: 'readable',
    write: (d, s) =>
      fc.constantFrom(
        `${d}T00:00:00${zoneText(s.offsetMinutes)}`,
        `${d}T00:00:00${zoneText(s.offsetMinutes, false)}`,
      ),
  },
  {
    form: 'yyyy-MM-ddT00:00:00Z at a UTC midnight',
    tag: 'readable',
    write: (d, s) => (atUtcMidnight(s) ? fc.constantFrom(`${d}T00:00:00Z`, `${d}T00:00:00.000Z`) : null),
  },
  {
    form: "ISO Z at the service's midnight",
    tag: 'readable',
    tagFor: instantTag,
    write: (d, s) => fc.constant(new Date(serviceMidnight(d, s)).toISOString()),
  },
  {
    form: '/Date(ms±hhmm)/',
    tag: 'readable',
    write: (d, s) =>
      fc
        .tuple(fc.integer({ min: 0, max: 86_399 }), fc.boolean())
        .map(
          ([sec, escaped]) =>
            `${escaped ? '\\/' : '/'}Date(${serviceMidnight(d, s) + sec * 1000}${zoneText(s.offsetMinutes, false)})${escaped ? '\\/' : '/'}`,
        ),
  },
  {
    form: '/Date(ms)/ at a UTC midnight',
    tag: 'readable',
    write: (d, s) =>
      atUtcMidnight(s) ? fc.constantFrom(`/Date(${utcMidnight(d)})/`, `\\/Date(${utcMidnight(d)})\\/`) : null,
  },
  {
    form: "/Date(ms)/ at the service's midnight",
    tag: 'readable',
    tagFor: instantTag,
    write: (d, s) => fc.constant(`/Date(${serviceMidnight(d, s)})/`),
  },
  {
    form: 'epoch seconds or ms at a UTC midnight',
    tag: 'readable',
    write: (d, s) => {
      const ms = utcMidnight(d);
      return atUtcMidnight(s) ? fc.constantFrom(ms, ms / 1000, String(ms), String(ms / 1000)) : null;
    },
  },
  {
    form: "epoch seconds or ms at the service's midnight",
    tag: 'readable',
    tagFor: instantTag,
    write: (d, s) => {
      const ms = serviceMidnight(d, s);
      return fc.constantFrom(ms, ms / 1000, String(ms), String(ms / 1000));
    },
  },
  {
    form: 'yyyyMMdd',
    tag: 'readable',
    write: (d) => fc.constantFrom(d.replaceAll('-', ''), Number(d.replaceAll('-', ''))),
  },
  { form: 'dd.MM.yyyy', tag: 'readable', write: (d) => fc.constant(dotted(d)) },
  {
    form: 'd.M.yyyy',
    tag: 'readable',
    write: (d) => {
      const { y, m, d: dd } = partsOf(d);
      return fc.constant(`${dd}.${m}.${y}`);
    },
  },
  {
    form: 'dd.MM.yyyy HH:mm[:ss]',
    tag: 'readable',
    write: (d) =>
      clockTime.chain((t) => fc.constantFrom(`${dotted(d)} ${t}`, `${dotted(d)} ${t.slice(0, 5)}`)),
  },
  {
    form: "dd/MM/yyyy or MM/dd/yyyy (the service's order)",
    tag: 'readable',
    tagFor: slashTag,
    write: (d, s) =>
      fc.constantFrom(slashed(d, s, '/'), slashed(d, s, '-'), `${slashed(d, s, '/')} 00:00:00`),
  },
  {
    form: 'd MMMM yyyy, Turkish month',
    tag: 'foreign',
    write: (d) => {
      const { y, m, d: dd } = partsOf(d);
      return fc.constant(`${dd} ${TR_MONTHS[m - 1]} ${y}`);
    },
  },
  {
    form: 'MMM d, yyyy',
    tag: 'foreign',
    write: (d) => {
      const { y, m, d: dd } = partsOf(d);
      return fc.constant(`${EN_MONTHS[m - 1]} ${dd}, ${y}`);
    },
  },
  {
    form: 'yyyy/dd/MM',
    tag: 'foreign',
    write: (d) => {
      const { y, m, d: dd } = partsOf(d);
      return fc.constant(`${y}/${p2(dd)}/${p2(m)}`);
    },
  },
  { form: 'dd.MM.yy', tag: 'foreign', write: (d) => fc.constant(dotted(d).replace(/\d\d(\d\d)$/, '$1')) },
  {
    form: 'MM/dd/yyyy hh:mm:ss tt',
    tag: 'foreign',
    write: (d) => {
      const { y, m, d: dd } = partsOf(d);
      return fc.constant(`${m}/${dd}/${y} 12:00:00 AM`);
    },
  },
  { form: 'ISO with GMT+hhmm', tag: 'foreign', write: (d) => fc.constant(`${d}T00:00:00 GMT+0300`) },
];

/** A date-time's truth: the wall clock on the service's clock (yyyy-MM-ddTHH:mm:ss). */
const instantOf = (wall: string, svc: WireService) => Date.parse(`${wall}Z`) - svc.offsetMinutes * MINUTE;

const DATE_TIME_FORMS: Form<string>[] = [
  {
    form: 'yyyy-MM-ddTHH:mm:ss[.fff] (service time)',
    tag: 'readable',
    write: (w) => fc.constantFrom(w, `${w}.000`, w.replace('T', ' ')),
  },
  {
    form: 'yyyy-MM-ddTHH:mm:ss±hh:mm',
    tag: 'readable',
    write: (w, s) => fc.constant(`${w}${zoneText(s.offsetMinutes)}`),
  },
  {
    form: 'ISO instant Z',
    tag: 'readable',
    write: (w, s) => {
      const iso = new Date(instantOf(w, s)).toISOString();
      return fc.constantFrom(iso, iso.replace('.000Z', 'Z'));
    },
  },
  {
    form: '/Date(ms)/ and /Date(ms±hhmm)/',
    tag: 'readable',
    write: (w, s) => {
      const ms = instantOf(w, s);
      return fc.constantFrom(
        `/Date(${ms})/`,
        `/Date(${ms}${zoneText(s.offsetMinutes, false)})/`,
        `\\/Date(${ms})\\/`,
      );
    },
  },
  {
    form: 'epoch seconds or ms',
    tag: 'readable',
    write: (w, s) => {
      const ms = instantOf(w, s);
      return fc.constantFrom(ms, ms / 1000, String(ms), String(ms / 1000));
    },
  },
  {
    form: 'dd.MM.yyyy HH:mm[:ss]',
    tag: 'readable',
    write: (w) => {
      const [day = '', time = ''] = w.split('T');
      const full = `${dotted(day)} ${time}`;
      return time.endsWith(':00') ? fc.constantFrom(full, full.slice(0, -3)) : fc.constant(full);
    },
  },
  {
    form: "dd/MM/yyyy HH:mm:ss or MM/dd/yyyy HH:mm:ss (the service's order)",
    tag: 'readable',
    tagFor: (w, s) => slashTag(w.slice(0, 10), s),
    write: (w, s) => fc.constant(`${slashed(w.slice(0, 10), s, '/')} ${w.slice(11)}`),
  },
  {
    form: 'd MMMM yyyy HH:mm:ss, Turkish month',
    tag: 'foreign',
    write: (w) => {
      const { y, m, d } = partsOf(w.slice(0, 10));
      return fc.constant(`${d} ${TR_MONTHS[m - 1]} ${y} ${w.slice(11)}`);
    },
  },
  {
    form: 'HH:mm:ss dd.MM.yyyy',
    tag: 'foreign',
    write: (w) => fc.constant(`${w.slice(11)} ${dotted(w.slice(0, 10))}`),
  },
  { form: 'ISO with GMT+hhmm', tag: 'foreign', write: (w) => fc.constant(`${w} GMT+0300`) },
  {
    form: 'M/d/yyyy h:mm:ss tt',
    tag: 'foreign',
    write: (w) => {
      const { y, m, d } = partsOf(w.slice(0, 10));
      const h = Number(w.slice(11, 13));
      return fc.constant(`${m}/${d}/${y} ${h % 12 || 12}${w.slice(13)} ${h < 12 ? 'AM' : 'PM'}`);
    },
  },
];

/** Cents as money; never -0 (a return of a free item is worth 0, not -0). */
const money = (cents: number) => cents / 100 + 0;
const sign = (cents: number) => (cents < 0 ? '-' : '');
/** "1234.50" -> ["1", "234"], "50" */
const grouped = (cents: number, group: string, mark: string) => {
  const [whole = '', frac = ''] = Math.abs(money(cents)).toFixed(2).split('.');
  return `${sign(cents)}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, group)}${mark}${frac}`;
};
const big = (cents: number) => Math.abs(cents) >= 100_000;

const AMOUNT_FORMS: Form<number>[] = [
  { form: 'JSON number', tag: 'readable', write: (c) => fc.constant(money(c)) },
  { form: '"1234.50"', tag: 'readable', write: (c) => fc.constant(money(c).toFixed(2)) },
  { form: '"1234.5"', tag: 'readable', write: (c) => fc.constant(String(money(c))) },
  { form: '"1234,50"', tag: 'readable', write: (c) => fc.constant(money(c).toFixed(2).replace('.', ',')) },
  { form: '"1.234,50"', tag: 'readable', write: (c) => (big(c) ? fc.constant(grouped(c, '.', ',')) : null) },
  { form: '"1,234.50"', tag: 'readable', write: (c) => (big(c) ? fc.constant(grouped(c, ',', '.')) : null) },
  { form: '"₺1.234,50"', tag: 'foreign', write: (c) => fc.constant(`₺${grouped(c, '.', ',')}`) },
  { form: '"1.234,50 TL"', tag: 'foreign', write: (c) => fc.constant(`${grouped(c, '.', ',')} TL`) },
  {
    form: '"1 234,50" (narrow no-break space)',
    tag: 'foreign',
    write: (c) => (big(c) ? fc.constantFrom(grouped(c, '\u202f', ','), grouped(c, '\u00a0', ',')) : null),
  },
  { form: `"1'234.50"`, tag: 'foreign', write: (c) => (big(c) ? fc.constant(grouped(c, "'", '.')) : null) },
  {
    form: '"12.500" (three decimals: grouping or decimals?)',
    tag: 'foreign',
    write: (c) =>
      Math.abs(c) >= 100 ? fc.constantFrom(money(c).toFixed(3), money(c).toFixed(3).replace('.', ',')) : null,
  },
  {
    form: '"1.234" (one group, no decimals)',
    tag: 'foreign',
    write: (c) =>
      c % 100 === 0 && big(c) && Math.abs(c) < 100_000_000
        ? fc.constantFrom(grouped(c, '.', ',').slice(0, -3), grouped(c, ',', '.').slice(0, -3))
        : null,
  },
  {
    form: '"1.2345e+3"',
    tag: 'foreign',
    write: (c) => (c === 0 ? null : fc.constant(money(c).toExponential())),
  },
  {
    form: 'not a number',
    tag: 'foreign',
    write: (c) => fc.constantFrom<unknown>({ Value: money(c) }, [money(c)], true, '', '--'),
  },
];

const QUANTITY_FORMS: Form<number>[] = [
  { form: 'JSON number', tag: 'readable', write: (q) => fc.constant(q) },
  { form: '"2", "0.25"', tag: 'readable', write: (q) => fc.constant(String(q)) },
  { form: '"0,25"', tag: 'readable', write: (q) => fc.constant(String(q).replace('.', ',')) },
  {
    form: '"2.00", "2,00"',
    tag: 'readable',
    write: (q) =>
      Number.isInteger(Math.round(q * 1e6) / 1e4)
        ? fc.constantFrom(q.toFixed(2), q.toFixed(2).replace('.', ','))
        : null,
  },
  {
    form: '"0,250", "0.250"',
    tag: 'readable',
    write: (q) => (Math.abs(q) < 1 ? fc.constantFrom(q.toFixed(3), q.toFixed(3).replace('.', ',')) : null),
  },
  { form: 'left out (1)', tag: 'readable', write: (q) => (q === 1 ? fc.constant(OMIT) : null) },
  { form: '"2 adet", "2x"', tag: 'foreign', write: (q) => fc.constantFrom(`${q} adet`, `${q}x`, `x${q}`) },
  {
    form: '"1.500", "2,000" (grouping or decimals?)',
    tag: 'foreign',
    write: (q) => (Math.abs(q) >= 1 ? fc.constantFrom(q.toFixed(3), q.toFixed(3).replace('.', ',')) : null),
  },
  { form: '"½"', tag: 'foreign', write: (q) => (q === 0.5 ? fc.constant('½') : null) },
  { form: 'not a number', tag: 'foreign', write: (q) => fc.constantFrom<unknown>({ Qty: q }, true, '') },
];

const BOOLEAN_FORMS: Form<boolean>[] = [
  { form: 'true/false', tag: 'readable', write: (b) => fc.constant(b) },
  { form: '1/0', tag: 'readable', write: (b) => fc.constantFrom<unknown>(b ? 1 : 0, b ? '1' : '0') },
  {
    form: '"true"/"false"',
    tag: 'readable',
    write: (b) => fc.constantFrom(...(b ? ['true', 'True', 'TRUE'] : ['false', 'False', 'FALSE'])),
  },
  { form: '"E"/"H"', tag: 'readable', write: (b) => fc.constantFrom(...(b ? ['E', 'e'] : ['H', 'h'])) },
  {
    form: '"Evet"/"Hayır"',
    tag: 'readable',
    write: (b) => fc.constantFrom(...(b ? ['Evet', 'EVET', 'evet'] : ['Hayır', 'HAYIR', 'hayır', 'Hayir'])),
  },
  {
    form: '"yes"/"no", "Y"/"N"',
    tag: 'readable',
    write: (b) => fc.constantFrom(...(b ? ['yes', 'Y'] : ['no', 'N'])),
  },
  {
    form: '"Sí", "Oui", "ja", "T", 2',
    tag: 'foreign',
    write: (b) =>
      fc.constantFrom<unknown>(...(b ? ['Sí', 'Oui', 'ja', 'T', 2, 'Evet?'] : ['Non', 'nein', 'F', -1, '2'])),
  },
  { form: 'not a boolean', tag: 'foreign', write: (b) => fc.constantFrom<unknown>({ v: b }, [b], 'maybe') },
];

export type KindTruth = { kind: ModelKind; isReturn: boolean };
const KIND_NAMES: Record<ModelKind, unknown[]> = {
  sale: ['Sale', 'SALE', 'sale', 'Satış', 'SATIŞ', 'satış', 'Satis', 'SATIS', 'Satış Fişi', 1, '1'],
  collection: ['Collection', 'Tahsilat', 'TAHSİLAT', 'TAHSILAT', 'tahsilat', 'Debt Payment', 2, '2'],
  expense: ['Expense', 'Gider', 'GİDER', 'Masraf', 'MASRAF', 'masraf', 'Gider Fişi', 3, '3'],
};

const KIND_FORMS: Form<KindTruth>[] = [
  {
    form: 'English or Turkish name, or the spec’s number',
    tag: 'readable',
    write: (k) => fc.constantFrom(...KIND_NAMES[k.kind]),
  },
  {
    form: 'İade (a sale that is a return)',
    tag: 'readable',
    impliesReturn: true,
    write: (k) =>
      k.kind === 'sale' && k.isReturn ? fc.constantFrom('İade', 'İADE', 'IADE', 'iade', 'İade Fişi') : null,
  },
  {
    form: 'a kind nobody foresaw (read as unknown)',
    tag: 'foreign',
    write: () => fc.constantFrom<unknown>('Zayi', 'ZAYİ', 'İkram', 'Devir', 'Void', 'Satış?', 4, '99'),
  },
];

const ID_FORMS: Form<number>[] = [
  { form: 'JSON number', tag: 'readable', write: (n) => fc.constant(n) },
  { form: 'digit string', tag: 'readable', write: (n) => fc.constantFrom(String(n), ` ${n} `) },
  {
    form: '"12a", "#12", "12.0"',
    tag: 'foreign',
    write: (n) => fc.constantFrom<unknown>(`${n}a`, `#${n}`, `${n}.0`, n + 0.5),
  },
  {
    form: '"1.234.567" (grouped)',
    tag: 'foreign',
    write: (n) => (n >= 1000 ? fc.constant(String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.')) : null),
  },
  { form: 'not an id', tag: 'foreign', write: (n) => fc.constantFrom<unknown>({ Id: n }, [n], true, '') },
];

/** The grammar: every encoding of each meaning, with its tag. */
export const WIRE_GRAMMAR = {
  date: DATE_FORMS,
  dateTime: DATE_TIME_FORMS,
  amount: AMOUNT_FORMS,
  quantity: QUANTITY_FORMS,
  boolean: BOOLEAN_FORMS,
  kind: KIND_FORMS,
  id: ID_FORMS,
} as const;

export type WireMeaning = keyof typeof WIRE_GRAMMAR;
/** The truth each meaning encodes: a day (yyyy-MM-dd), a wall time (yyyy-MM-ddTHH:mm:ss), signed cents... */
export type TruthOf<M extends WireMeaning> = (typeof WIRE_GRAMMAR)[M] extends Form<infer T>[] ? T : never;

/**
 * One wire value for `truth`: a foreign form with probability `foreign`, else one of the forms the
 * reader must read (readable or contextual).
 */
export function encodeValue<M extends WireMeaning>(
  meaning: M,
  truth: TruthOf<M>,
  svc: WireService,
  foreign = 0,
): fc.Arbitrary<Encoded> {
  const forms = (WIRE_GRAMMAR[meaning] as readonly Form<TruthOf<M>>[]).flatMap((f) => {
    const write = f.write(truth, svc);
    return write === null ? [] : [{ ...f, write, tag: f.tagFor?.(truth, svc) ?? f.tag }];
  });
  const pick = (list: typeof forms) =>
    fc.constantFrom(...list).chain((f) =>
      f.write.map(
        (wire): Encoded => ({
          wire,
          tag: f.tag,
          form: f.form,
          ...(f.impliesReturn ? { impliesReturn: true } : {}),
        }),
      ),
    );
  const known = forms.filter((f) => f.tag !== 'foreign');
  const unknown = forms.filter((f) => f.tag === 'foreign');
  if (unknown.length === 0 || foreign <= 0) return pick(known);
  if (known.length === 0) return pick(unknown);
  return chance.chain((r) => (r < foreign ? pick(unknown) : pick(known)));
}

// ------------------------------------------------------------------ truths

const DAY_MS = 86_400_000;
const dayPlus = (day: string, n: number) =>
  new Date(utcMidnight(day) + n * DAY_MS).toISOString().slice(0, 10);

const QUANTITIES = [1, 1, 1, 2, 3, 4, 9, 0.5, 0.25, 1.5, 2.5, 0.125, 0.75];

export const modelLine: fc.Arbitrary<ModelLine> = fc
  .record({
    itemId: fc.integer({ min: 1, max: 99_999 }),
    itemNo: fc.integer({ min: 1, max: 99_999 }).map(String),
    name: fc.constantFrom('Burger', 'Çay', 'Köfte', 'Ayran', 'Döner'),
    quantity: fc.constantFrom(...QUANTITIES),
    unitCents: fc.integer({ min: 0, max: 50_000 }),
  })
  .map((l) => ({ ...l, totalCents: Math.round(l.quantity * l.unitCents) }));

/** A check whose business day lies within `days`. */
export function modelCheck(days: { from: string; to: string }): fc.Arbitrary<ModelCheck> {
  const span = Math.round((utcMidnight(days.to) - utcMidnight(days.from)) / DAY_MS);
  return fc
    .record({
      id: fc.integer({ min: 1, max: 10_000_000 }),
      number: fc.integer({ min: 1, max: 999 }),
      day: fc.integer({ min: 0, max: span }),
      time: clockTime,
      kind: fc.constantFrom<ModelKind>('sale', 'sale', 'sale', 'collection', 'expense'),
      isReturn: fc.integer({ min: 0, max: 3 }).map((n) => n === 0),
      lines: fc.array(modelLine, { maxLength: 4 }),
      payments: fc.array(
        fc.record({
          type: fc.constantFrom('Nakit', 'Kredi Kartı', 'Yemek Kartı', 'Cash', 'Ödenmez'),
          cents: fc.integer({ min: 1, max: 9_000_000 }),
        }),
        { maxLength: 3 },
      ),
      discounts: fc.array(
        fc.record({
          name: fc.constantFrom('Personel', 'Staff', 'Happy Hour'),
          cents: fc.integer({ min: 1, max: 90_000 }),
        }),
        { maxLength: 2 },
      ),
    })
    .map((r) => {
      const businessDate = dayPlus(days.from, r.day);
      const sale = r.kind === 'sale';
      return {
        id: r.id,
        number: r.number,
        businessDate,
        openedAt: `${businessDate}T${r.time}`,
        kind: r.kind,
        isReturn: r.isReturn,
        // Collections and expenses hold no items and no discounts (the spec's three kinds).
        lines: sale ? r.lines : [],
        payments: r.payments,
        discounts: sale ? r.discounts : [],
      };
    });
}

export const wireService: fc.Arbitrary<WireService> = fc.record({
  order: fc.constantFrom<'dmy' | 'mdy'>('dmy', 'mdy'),
  offsetMinutes: fc.constantFrom(180, 180, 0, 120, -300, 330, 840, -720),
  zoneInProfile: fc.boolean(),
  orderInProfile: fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
});

/**
 * A truth as the domain check the reader should give for it, values signed as the spec says (a
 * return's negative), with only the parts the reader could read (`keep`) and the kind it must read
 * (`kind`: `unknown` for a kind nobody foresaw).
 */
export function truthCheck(
  m: ModelCheck,
  opts: {
    branch?: string;
    kind?: CheckKind;
    keep?: { lines?: readonly boolean[]; payments?: readonly boolean[]; discounts?: readonly boolean[] };
  } = {},
): Check {
  const s = m.isReturn ? -1 : 1;
  const kept = <T>(list: readonly T[], mask: readonly boolean[] | undefined) =>
    list.filter((_, i) => mask?.[i] ?? true);
  const lines: CheckLine[] = kept(m.lines, opts.keep?.lines).map((l) => ({
    itemId: l.itemId,
    itemNo: l.itemNo,
    name: l.name,
    integrationCode: '',
    quantity: s * l.quantity,
    unitPrice: money(l.unitCents),
    total: money(s * l.totalCents),
    condiments: [],
    extra: {},
  }));
  const payments = kept(m.payments, opts.keep?.payments).map((p) => ({
    paymentType: p.type,
    amount: money(s * p.cents),
    extra: {},
  }));
  const discounts = kept(m.discounts, opts.keep?.discounts).map((d) => ({
    type: 'Discount' as const,
    name: d.name,
    amount: money(s * d.cents),
    extra: {},
  }));
  const sum = (cents: number[]) => money(cents.reduce((a, b) => a + b, 0));
  const totals = {
    items: sum(kept(m.lines, opts.keep?.lines).map((l) => s * l.totalCents)),
    discounts: sum(kept(m.discounts, opts.keep?.discounts).map((d) => s * d.cents)),
    payments: sum(kept(m.payments, opts.keep?.payments).map((p) => s * p.cents)),
  };
  const kind = opts.kind ?? m.kind;
  return {
    branch: opts.branch ?? 'B01',
    id: m.id,
    checkNumber: m.number,
    businessDate: m.businessDate,
    kind,
    state: 'Closed',
    isReturn: m.isReturn,
    info: null,
    outletInfo: null,
    officialReceiptNumber: null,
    tableNo: null,
    orderType: null,
    address: null,
    fiscal: null,
    invoice: null,
    openedAt: null,
    closedAt: null,
    lines,
    discounts,
    payments,
    totals,
    reconciles: checkReconciles({ kind, state: 'Closed', totals }),
    extra: {},
  };
}

/** The two true readings of a date-time: the service's clock (yyyy-MM-dd HH:mm:ss), or the instant in ISO. */
export function trueTimes(wall: string, svc: WireService): string[] {
  return [wall.replace('T', ' '), new Date(instantOf(wall, svc)).toISOString()];
}

// ------------------------------------------------------------------ whole answers

/** What the reader must do with a record or a part of it. */
export type Outcome = 'read' | 'unreadable' | 'either';

export type RecordExpectation = {
  check: Outcome;
  /** The kind it must be read as: the truth's, or `unknown` for a kind nobody foresaw. */
  kind: CheckKind;
  /** The sign its values were sent with: -1 for a return sent as the spec says, else 1. */
  sign: 1 | -1;
  /** The business date's tag: a record counted unreadable still tells its day when this is readable. */
  dateTag: Tag;
  /** Whether the record is an object at all (a record that is not tells nothing). */
  isObject: boolean;
  lines: Outcome[];
  /** Per line: whether its unit price was sent (else the reader works it out). */
  priced: boolean[];
  payments: Outcome[];
  discounts: Outcome[];
  openedSent: boolean;
  /** The forms used, for figures and failure messages. */
  forms: string[];
};

export type EncodedCheck = { wire: unknown; expect: RecordExpectation };

const outcome = (tags: readonly Tag[]): Outcome =>
  tags.includes('foreign') ? 'unreadable' : tags.includes('contextual') ? 'either' : 'read';

const nameOf = (meaning: FieldMeaning, overrides: FieldOverrides) => {
  const own = overrides[meaning];
  return own ? fc.constant(own) : fc.constantFrom(...FIELD_NAMES[meaning]);
};

/** Assembles a record from (name, encoded value) pairs; OMIT leaves the field out. */
function assemble(fields: readonly [string, unknown][]): Record<string, unknown> {
  const rec: Record<string, unknown> = {};
  for (const [name, value] of fields) if (value !== OMIT) rec[name] = value;
  return rec;
}

const listWire = (items: unknown[]) =>
  items.length === 0 ? fc.constantFrom<unknown>([], null, OMIT) : fc.constant(items);

function encodeLine(l: ModelLine, s: 1 | -1, svc: WireService, foreign: number, overrides: FieldOverrides) {
  return fc
    .record({
      idName: nameOf('line.itemId', overrides),
      noName: nameOf('line.itemNo', overrides),
      nameName: nameOf('line.name', overrides),
      qtyName: nameOf('line.quantity', overrides),
      priceName: nameOf('line.unitPrice', overrides),
      totalName: nameOf('line.total', overrides),
      itemId: encodeValue('id', l.itemId, svc, foreign),
      itemNo: fc.constantFrom<unknown>(l.itemNo, Number(l.itemNo)),
      quantity: encodeValue('quantity', s * l.quantity, svc, foreign),
      price: encodeValue('amount', l.unitCents, svc, foreign),
      priced: fc.boolean(),
      total: encodeValue('amount', s * l.totalCents, svc, foreign),
      condiments: fc.constantFrom<unknown>([], null, OMIT),
      shape: chance.chain((r) =>
        r < foreign ? fc.constantFrom('not an object', 'no amount', 'nothing names it') : fc.constant('ok'),
      ),
    })
    .map((w) => {
      const fields: [string, unknown][] = [
        [w.idName, w.itemId.wire],
        [w.noName, w.itemNo],
        [w.nameName, l.name],
        [w.qtyName, w.quantity.wire],
        [w.priceName, w.priced ? w.price.wire : OMIT],
        [w.totalName, w.total.wire],
        ['Condiments', w.condiments],
      ];
      const tags = [w.itemId.tag, w.quantity.tag, w.total.tag, ...(w.priced ? [w.price.tag] : [])];
      const forms = [w.itemId.form, w.quantity.form, w.total.form, ...(w.priced ? [w.price.form] : [])];
      let wire: unknown = assemble(fields);
      if (w.shape === 'not an object') wire = `${l.name} x${l.quantity}`;
      if (w.shape === 'no amount')
        wire = assemble(fields.filter(([n]) => n !== w.priceName && n !== w.totalName));
      if (w.shape === 'nothing names it')
        wire = assemble(fields.filter(([n]) => n !== w.idName && n !== w.noName && n !== w.nameName));
      if (w.shape !== 'ok') tags.push('foreign');
      return { wire, outcome: outcome(tags), priced: w.priced, forms: [...forms, `line: ${w.shape}`] };
    });
}

function encodeMoney(
  part: 'payment' | 'discount',
  name: string,
  cents: number,
  svc: WireService,
  foreign: number,
  overrides: FieldOverrides,
) {
  return fc
    .record({
      nameField: nameOf(part === 'payment' ? 'payment.type' : 'discount.name', overrides),
      amountField: nameOf(part === 'payment' ? 'payment.amount' : 'discount.amount', overrides),
      amount: encodeValue('amount', cents, svc, foreign),
      discountType: fc.constantFrom<unknown>('Discount', 'İndirim', 1, OMIT),
      shape: chance.chain((r) =>
        r < foreign ? fc.constantFrom('not an object', 'no amount') : fc.constant('ok'),
      ),
    })
    .map((w) => {
      const fields: [string, unknown][] = [
        [w.nameField, name],
        [w.amountField, w.amount.wire],
      ];
      if (part === 'discount') fields.push(['Type', w.discountType]);
      let wire: unknown = assemble(fields);
      if (w.shape === 'not an object') wire = [name, w.amount.wire];
      if (w.shape === 'no amount') wire = assemble(fields.filter(([n]) => n !== w.amountField));
      const tags: Tag[] = [w.amount.tag, ...(w.shape === 'ok' ? [] : ['foreign' as const])];
      return { wire, outcome: outcome(tags), forms: [w.amount.form, `${part}: ${w.shape}`] };
    });
}

/**
 * One truth as a record on the wire, with what the reader must do with it. `foreign` is the share
 * of values (and of record shapes) drawn from the foreign forms; 0 sends only forms the reader
 * must read.
 */
export function encodeCheck(
  m: ModelCheck,
  svc: WireService,
  opts: { foreign?: number; overrides?: FieldOverrides } = {},
): fc.Arbitrary<EncodedCheck> {
  const foreign = opts.foreign ?? 0;
  const overrides = opts.overrides ?? {};
  return fc
    .record({
      sign: m.isReturn ? fc.constantFrom<1 | -1>(-1, 1) : fc.constant<1 | -1>(1),
      names: fc.record({
        id: nameOf('check.id', overrides),
        number: nameOf('check.number', overrides),
        date: nameOf('check.businessDate', overrides),
        kind: nameOf('check.kind', overrides),
        ret: nameOf('check.isReturn', overrides),
        open: nameOf('check.openDate', overrides),
        lines: nameOf('check.lines', overrides),
        payments: nameOf('check.payments', overrides),
        discounts: nameOf('check.discounts', overrides),
      }),
      id: encodeValue('id', m.id, svc, foreign),
      number: encodeValue('id', m.number, svc, foreign),
      date: encodeValue('date', m.businessDate, svc, foreign),
      kind: encodeValue('kind', { kind: m.kind, isReturn: m.isReturn }, svc, foreign),
      ret: encodeValue('boolean', m.isReturn, svc, foreign),
      leaveOutReturn: fc.boolean(),
      open: encodeValue('dateTime', m.openedAt, svc, foreign),
      openSent: fc.boolean(),
      state: fc.constantFrom<unknown>('Closed', 'CLOSED', 'closed', 'Kapalı', OMIT),
      shape: chance.chain((r) =>
        r < foreign / 2 ? fc.constantFrom('not an object', 'lines not a list', 'no id') : fc.constant('ok'),
      ),
    })
    .chain((w) =>
      fc
        .record({
          lines: fc.tuple(...m.lines.map((l) => encodeLine(l, w.sign, svc, foreign, overrides))),
          payments: fc.tuple(
            ...m.payments.map((p) =>
              encodeMoney('payment', p.type, w.sign * p.cents, svc, foreign, overrides),
            ),
          ),
          discounts: fc.tuple(
            ...m.discounts.map((d) =>
              encodeMoney('discount', d.name, w.sign * d.cents, svc, foreign, overrides),
            ),
          ),
        })
        .chain((parts) =>
          fc
            .tuple(
              listWire(parts.lines.map((l) => l.wire)),
              listWire(parts.payments.map((p) => p.wire)),
              listWire(parts.discounts.map((d) => d.wire)),
            )
            .map(([lines, payments, discounts]): EncodedCheck => {
              // IsReturn may be left out where it says nothing new: false, or implied by İade.
              const leaveOut = w.leaveOutReturn && (!m.isReturn || w.kind.impliesReturn === true);
              const fields: [string, unknown][] = [
                [w.names.id, w.id.wire],
                [w.names.number, w.number.wire],
                [w.names.date, w.date.wire],
                [w.names.kind, w.kind.wire],
                [w.names.ret, leaveOut ? OMIT : w.ret.wire],
                [w.names.open, w.openSent ? w.open.wire : OMIT],
                ['State', w.state],
                [w.names.lines, lines],
                [w.names.payments, payments],
                [w.names.discounts, discounts],
                ['X_Extra', 'kept'],
              ];
              const rec = assemble(fields);
              const tags: Tag[] = [w.id.tag, w.number.tag, w.date.tag];
              if (!leaveOut) tags.push(w.ret.tag);
              if (w.openSent) tags.push(w.open.tag);
              let wire: unknown = rec;
              if (w.shape === 'not an object') wire = `check ${m.id}`;
              if (w.shape === 'lines not a list') wire = { ...rec, [w.names.lines]: 'not a list' };
              if (w.shape === 'no id') wire = assemble(fields.filter(([n]) => n !== w.names.id));
              if (w.shape !== 'ok') tags.push('foreign');
              return {
                wire,
                expect: {
                  check: outcome(tags),
                  kind: w.kind.tag === 'foreign' ? 'unknown' : m.kind,
                  sign: w.sign,
                  dateTag: w.date.tag,
                  isObject: w.shape !== 'not an object',
                  lines: parts.lines.map((l) => l.outcome),
                  priced: parts.lines.map((l) => l.priced),
                  payments: parts.payments.map((p) => p.outcome),
                  discounts: parts.discounts.map((d) => d.outcome),
                  openedSent: w.openSent,
                  forms: [
                    w.id.form,
                    w.number.form,
                    w.date.form,
                    w.kind.form,
                    w.ret.form,
                    ...(w.openSent ? [w.open.form] : []),
                    `check: ${w.shape}`,
                    ...parts.lines.flatMap((l) => l.forms),
                    ...parts.payments.flatMap((p) => p.forms),
                    ...parts.discounts.flatMap((d) => d.forms),
                  ],
                },
              };
            }),
        ),
    );
}

export type WireAnswer = {
  truth: ModelCheck[];
  /** The records as sent, one per truth, in order. */
  wire: unknown[];
  /** The days the answer was asked for (every truth's business day lies within them). */
  asked: { from: string; to: string };
  /** The profile's overrides the reader is given (field names, date formats). */
  overrides: FieldOverrides;
  service: WireService;
  /** Per record, what the reader must do with it. */
  expect: RecordExpectation[];
};

/** The profile's overrides for a service: sometimes its own name for the kind, and its date formats. */
function profileFor(svc: WireService): fc.Arbitrary<FieldOverrides> {
  return fc.boolean().map((ownKindName) => ({
    ...(ownKindName ? { 'check.kind': 'Belge' } : {}),
    ...(svc.orderInProfile
      ? { 'check.businessDate.format': svc.order === 'dmy' ? 'dd/MM/yyyy' : 'MM/dd/yyyy' }
      : {}),
    ...(svc.zoneInProfile ? { 'check.businessDate.zone': zoneText(svc.offsetMinutes) } : {}),
  }));
}

/** Whole GetChecks answers drawn from the grammar (ids unique within the answer). */
export function wireAnswer(opts: { maxChecks?: number; foreign?: number } = {}): fc.Arbitrary<WireAnswer> {
  const foreign = opts.foreign ?? 0.03;
  return fc
    .record({
      service: wireService,
      start: fc.integer({ min: 0, max: 2000 }),
      span: fc.integer({ min: 0, max: 13 }),
    })
    .chain(({ service, start, span }) => {
      const from = dayPlus('2022-01-01', start);
      const asked = { from, to: dayPlus(from, span) };
      return fc
        .record({
          overrides: profileFor(service),
          truth: fc.uniqueArray(modelCheck(asked), {
            selector: (c) => c.id,
            maxLength: opts.maxChecks ?? 12,
          }),
        })
        .chain(({ overrides, truth }) =>
          (truth.length === 0
            ? fc.constant([] as EncodedCheck[])
            : fc.tuple(...truth.map((m) => encodeCheck(m, service, { foreign, overrides })))
          ).map(
            (encoded): WireAnswer => ({
              truth,
              wire: encoded.map((e) => e.wire),
              asked,
              overrides,
              service,
              expect: encoded.map((e) => e.expect),
            }),
          ),
        );
    });
}
