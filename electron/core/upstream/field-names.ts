import type { FieldMeaning, FieldOverrides } from '../../../shared/domain/connection';

/**
 * Every name and value the reader recognises, in one place. The spec gives the meaning of most
 * check fields but not their names (payments, discounts, line amounts, the kind of a check) nor
 * the values of enums; real services name them as they like. To read a new service, add its names
 * here (first match wins) or, for one connection, set an override in the profile's Advanced section
 * (tried before these).
 *
 * Names are matched exactly as written (JSON is case-sensitive); values are matched folded
 * (lower case, Turkish letters to ASCII, spaces, dashes and underscores removed).
 */
export const FIELD_NAMES: Record<FieldMeaning, readonly string[]> = {
  'check.id': ['Id', 'CheckId', 'ID', 'id'],
  'check.number': ['CheckNumber', 'CheckNo', 'Number', 'No'],
  'check.businessDate': ['BusinessDate', 'BusinessDay', 'WorkDate', 'Date'],
  'check.kind': ['CheckType', 'DocumentType', 'CheckKind', 'Kind', 'TransactionType', 'DocType', 'Type'],
  'check.state': ['State', 'Status', 'CheckState'],
  'check.isReturn': ['IsReturn', 'IsRefund', 'Return', 'Refund'],
  'check.info': ['Info', 'AccountName'],
  'check.outletInfo': ['OutletInfo', 'Outlet', 'OutletName', 'RevenueCenter'],
  'check.officialReceiptNumber': ['OfficialReceiptNumber', 'ReceiptNumber', 'ReceiptNo'],
  'check.tableNo': ['TableNo', 'TableNumber', 'Table'],
  'check.orderType': ['OrderType', 'OrderTypeName'],
  'check.openDate': ['OpenDate', 'OpenTime', 'OpenedAt', 'OpenDateTime'],
  'check.closeDate': ['CloseDate', 'CloseTime', 'ClosedAt', 'CloseDateTime'],
  'check.address': ['Address', 'CustomerAddress'],
  'check.fiscal': ['Fiscal', 'FiscalInfo'],
  'check.invoice': ['Invoice', 'InvoiceInfo'],
  'check.lines': ['Items', 'Lines', 'CheckItems', 'Products'],
  'check.payments': ['Payments', 'CheckPayments', 'Tenders'],
  'check.discounts': ['Discounts', 'CheckDiscounts'],
  'line.itemId': ['ItemId', 'ItemID', 'MenuItemId'],
  'line.itemNo': ['ItemNo', 'ItemNumber', 'ItemCode'],
  'line.name': ['Name', 'ItemName', 'ProductName'],
  'line.integrationCode': ['IntegrationCode'],
  'line.quantity': ['Quantity', 'Qty', 'Count', 'Adet'],
  'line.unitPrice': ['Price', 'UnitPrice', 'ItemPrice'],
  'line.total': ['Total', 'LineTotal', 'TotalPrice', 'Amount', 'Tutar'],
  'line.condiments': ['Condiments', 'Modifiers', 'SubItems'],
  // A payment's type: the first one that holds a name; a number only when no name is there.
  'payment.type': [
    'PaymentType',
    'PaymentMethod',
    'PaymentName',
    'TenderType',
    'TenderName',
    'PaymentTypeName',
    'Type',
    'Name',
  ],
  'payment.amount': ['Amount', 'PaymentAmount', 'Total', 'Value', 'Tutar'],
  'discount.type': ['Type', 'DiscountKind', 'DiscountClass'],
  'discount.name': ['Name', 'DiscountName', 'DiscountTypeName'],
  'discount.amount': ['Amount', 'DiscountAmount', 'Total', 'Value', 'Tutar'],
  'item.itemId': ['ItemId', 'ItemID', 'Id'],
  'item.itemNo': ['ItemNo', 'ItemNumber', 'No'],
  'item.name': ['Name', 'ItemName'],
  'item.integrationCode': ['IntegrationCode'],
};

/** The names to try for a meaning: the profile's override first, then the common ones. */
export function namesFor(meaning: FieldMeaning, overrides: FieldOverrides | undefined): readonly string[] {
  const own = overrides?.[meaning]?.trim();
  const common = FIELD_NAMES[meaning];
  return own ? [own, ...common.filter((n) => n !== own)] : common;
}

/**
 * Values of the kind of a check, folded (see fold). Numbers follow the spec's own numbering of the
 * kinds (1 sale, 2 collection, 3 expense).
 */
export const KIND_VALUES = {
  sale: ['sale', 'sales', 'salecheck', 'satis', 'satisfisi', 'sat', '1'],
  collection: ['collection', 'collections', 'debtpayment', 'tahsilat', 'tahsilatfisi', '2'],
  expense: ['expense', 'expenses', 'gider', 'masraf', 'giderfisi', 'masraffisi', 'cashout', '3'],
} as const;

/**
 * Kinds that name a sale that is a return (İade): a sale with IsReturn true unless the record's own
 * IsReturn says otherwise.
 */
export const RETURN_KIND_VALUES = [
  'iade',
  'iadefisi',
  'satisiade',
  'satisiadesi',
  'return',
  'refund',
] as const;

export const STATE_VALUES = {
  Open: ['open', 'acik', 'opened'],
  Closed: ['closed', 'kapali', 'close', 'kapandi'],
} as const;

/** "E"/"H" are the Turkish initials of Evet/Hayır (yes/no). */
export const BOOLEAN_VALUES = {
  true: ['true', '1', 'yes', 'evet', 'y', 'e'],
  false: ['false', '0', 'no', 'hayir', 'n', 'h', ''],
} as const;

/** Discount Type values of a withholding discount or tax exemption (spec: TaxDiscount). */
export const TAX_DISCOUNT_VALUES = ['taxdiscount', 'tax', 'vergiindirimi', 'tevkifat', 'vergiistisnasi', '2'];
export const DISCOUNT_VALUES = ['discount', 'indirim', 'iskonto', '1'];

const TURKISH: Record<string, string> = {
  ı: 'i',
  İ: 'i',
  ş: 's',
  Ş: 's',
  ç: 'c',
  Ç: 'c',
  ğ: 'g',
  Ğ: 'g',
  ö: 'o',
  Ö: 'o',
  ü: 'u',
  Ü: 'u',
};

/**
 * An enum value as the lists above hold it: words folded, numbers as written. A number is never
 * folded: dropping its sign or point would make -1 read as 1 and 1.0 as 10.
 */
export function foldValue(value: string | number | boolean): string {
  const t = String(value).trim();
  return typeof value === 'number' || /^[-+\d.,\s]+$/.test(t) ? t : fold(t);
}

/** "SATIŞ" -> "satis", "Sale Check" -> "salecheck", "Kredi_Kartı" -> "kredikarti". */
export function fold(value: string | number | boolean): string {
  return String(value)
    .replace(/[ıİşŞçÇğĞöÖüÜ]/g, (c) => TURKISH[c] ?? c)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s_.-]/g, '');
}
