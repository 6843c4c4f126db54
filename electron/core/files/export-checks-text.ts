import type { Locale } from '../../../shared/domain/locale';
import type { PaymentKind } from '../../../shared/payment-kinds';

/**
 * The words of the checks export in the user's language: headers, sheet names and the values we
 * word ourselves (kind, state, yes/no, line type, reconciliation) and the service's values we know
 * (payment and discount types), whose codes keep columns of their own. Other text the service sent
 * (names, codes, a payment type not known) is written as sent. The CLI writes English unless
 * asked for another language; the app passes the language of the renderer.
 */
export type ExportLang = Locale;

export type ChecksHeader =
  | 'branch'
  | 'branchName'
  | 'businessDate'
  | 'checkNo'
  | 'checkId'
  | 'kind'
  | 'state'
  | 'isReturn'
  | 'outlet'
  | 'info'
  | 'receiptNo'
  | 'table'
  | 'orderType'
  | 'waiter'
  | 'guests'
  | 'itemTotal'
  | 'discounts'
  | 'paymentsTotal'
  | 'paymentTypes'
  | 'paymentTypeCodes'
  | 'discountTypes'
  | 'itemLines'
  | 'reconciles'
  | 'opened'
  | 'closed'
  | 'address'
  | 'fiscal'
  | 'invoice'
  | 'unreadable'
  | 'other'
  | 'line'
  | 'parentLine'
  | 'lineType'
  | 'itemId'
  | 'itemNo'
  | 'name'
  | 'integrationCode'
  | 'mapped'
  | 'productGroup'
  | 'quantity'
  | 'unitPrice'
  | 'total'
  | 'paymentType'
  | 'paymentTypeCode'
  | 'paymentName'
  | 'cardBrand'
  | 'amount'
  | 'discountType'
  | 'discountTypeCode';

export type ChecksSheetName = 'checks' | 'lines' | 'payments' | 'discounts';

type Words = {
  sheets: Record<ChecksSheetName, string>;
  headers: Record<ChecksHeader, string>;
  kind: Record<'sale' | 'collection' | 'expense' | 'unknown', string>;
  state: Record<'Open' | 'Closed', string>;
  paymentKind: Record<PaymentKind, string>;
  discountType: Record<'Discount' | 'TaxDiscount', string>;
  yes: string;
  no: string;
  item: string;
  condiment: string;
  /** A closed sale whose parts could not all be read is not judged: why, with the counts. */
  notReconciled: (n: { lines: number; payments: number; discounts: number }) => string;
};

const EN: Words = {
  sheets: { checks: 'Checks', lines: 'Item lines', payments: 'Payments', discounts: 'Discounts' },
  headers: {
    branch: 'Branch',
    branchName: 'Branch name',
    businessDate: 'Business date',
    checkNo: 'Check no',
    checkId: 'Check ID',
    kind: 'Kind',
    state: 'State',
    isReturn: 'Return',
    outlet: 'Outlet',
    info: 'Account info',
    receiptNo: 'Receipt no',
    table: 'Table',
    orderType: 'Order type',
    waiter: 'Waiter',
    guests: 'Guests',
    itemTotal: 'Item total',
    discounts: 'Discounts',
    paymentsTotal: 'Payments total',
    paymentTypes: 'Payment types',
    paymentTypeCodes: 'Payment type codes',
    discountTypes: 'Discount types',
    itemLines: 'Item lines',
    reconciles: 'Reconciles',
    opened: 'Opened',
    closed: 'Closed',
    address: 'Address',
    fiscal: 'Fiscal',
    invoice: 'Invoice',
    unreadable: 'Could not be read',
    other: 'Other fields',
    line: 'Line',
    parentLine: 'Parent line',
    lineType: 'Line type',
    itemId: 'ItemId',
    itemNo: 'ItemNo',
    name: 'Name',
    integrationCode: 'IntegrationCode',
    mapped: 'Mapped',
    productGroup: 'Product group',
    quantity: 'Quantity',
    unitPrice: 'Unit price',
    total: 'Total',
    paymentType: 'Payment type',
    paymentTypeCode: 'Payment type code',
    paymentName: 'Payment name',
    cardBrand: 'Card brand',
    amount: 'Amount',
    discountType: 'Discount type',
    discountTypeCode: 'Discount type code',
  },
  kind: { sale: 'sale', collection: 'collection', expense: 'expense', unknown: 'unknown' },
  state: { Open: 'Open', Closed: 'Closed' },
  paymentKind: {
    cash: 'Cash',
    creditCard: 'Credit card',
    mealCard: 'Meal card',
    onAccount: 'On account',
    nonPayable: 'Not payable',
  },
  discountType: { Discount: 'Discount', TaxDiscount: 'Tax discount' },
  yes: 'yes',
  no: 'no',
  item: 'item',
  condiment: 'condiment',
  notReconciled: (n) =>
    `could not reconcile: ${counted(n, {
      lines: ['line', 'lines'],
      payments: ['payment', 'payments'],
      discounts: ['discount', 'discounts'],
    })} unreadable`,
};

const TR: Words = {
  sheets: { checks: 'Adisyonlar', lines: 'Ürün satırları', payments: 'Ödemeler', discounts: 'İndirimler' },
  headers: {
    branch: 'Şube kodu',
    branchName: 'Şube adı',
    businessDate: 'İş günü',
    checkNo: 'Adisyon no',
    checkId: 'Adisyon ID',
    kind: 'Tür',
    state: 'Durum',
    isReturn: 'İade',
    outlet: 'Satış noktası',
    info: 'Hesap bilgisi',
    receiptNo: 'Fiş no',
    table: 'Masa',
    orderType: 'Sipariş türü',
    waiter: 'Garson',
    guests: 'Kişi sayısı',
    itemTotal: 'Ürün tutarı',
    discounts: 'İndirimler',
    paymentsTotal: 'Ödemeler toplamı',
    paymentTypes: 'Ödeme şekilleri',
    paymentTypeCodes: 'Ödeme şekli kodları',
    discountTypes: 'İndirim türleri',
    itemLines: 'Ürün satırı sayısı',
    reconciles: 'Tutarlar uyuyor',
    opened: 'Açılış',
    closed: 'Kapanış',
    address: 'Adres',
    fiscal: 'Mali bilgiler',
    invoice: 'Fatura',
    unreadable: 'Okunamayanlar',
    other: 'Diğer alanlar',
    line: 'Satır',
    parentLine: 'Bağlı olduğu satır',
    lineType: 'Satır türü',
    itemId: 'ItemId',
    itemNo: 'ItemNo',
    name: 'Ad',
    integrationCode: 'Entegrasyon kodu',
    mapped: 'Kodlu',
    productGroup: 'Ürün grubu',
    quantity: 'Miktar',
    unitPrice: 'Birim fiyat',
    total: 'Tutar',
    paymentType: 'Ödeme şekli',
    paymentTypeCode: 'Ödeme şekli kodu',
    paymentName: 'Ödeme adı',
    cardBrand: 'Kart markası',
    amount: 'Tutar',
    discountType: 'İndirim türü',
    discountTypeCode: 'İndirim türü kodu',
  },
  kind: { sale: 'Satış', collection: 'Tahsilat', expense: 'Gider', unknown: 'Türü bilinmiyor' },
  state: { Open: 'Açık', Closed: 'Kapalı' },
  paymentKind: {
    cash: 'Nakit',
    creditCard: 'Kredi Kartı',
    mealCard: 'Yemek Kartı',
    onAccount: 'Cari Hesap',
    nonPayable: 'Ödenmez',
  },
  discountType: { Discount: 'İndirim', TaxDiscount: 'Vergi indirimi' },
  yes: 'evet',
  no: 'hayır',
  item: 'ürün',
  condiment: 'ek malzeme',
  notReconciled: (n) =>
    `denetlenemedi: ${counted(n, {
      lines: ['satır', 'satır'],
      payments: ['ödeme', 'ödeme'],
      discounts: ['indirim', 'indirim'],
    })} okunamadı`,
};

function counted(
  n: { lines: number; payments: number; discounts: number },
  words: Record<'lines' | 'payments' | 'discounts', [string, string]>,
): string {
  return (['lines', 'payments', 'discounts'] as const)
    .filter((k) => n[k] > 0)
    .map((k) => `${n[k]} ${n[k] === 1 ? words[k][0] : words[k][1]}`)
    .join(', ');
}

export function exportWords(lang: ExportLang = 'en'): Words {
  return lang === 'tr' ? TR : EN;
}
