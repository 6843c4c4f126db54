/**
 * Discount types, order types and payment types. Their fields are "not shown" in the spec; these are
 * the plausible shapes we chose (Id and Name, plus a few fields a POS keeps). See docs/wire-format.md.
 */
export type DiscountType = {
  Id: number;
  Name: string;
  Type: 'Discount' | 'TaxDiscount';
  IsPercent: boolean;
  Value: number;
  RequiresManager: boolean;
  Active: boolean;
};

export const DISCOUNT_TYPES: readonly DiscountType[] = [
  {
    Id: 1,
    Name: 'Personel İndirimi',
    Type: 'Discount',
    IsPercent: true,
    Value: 30,
    RequiresManager: false,
    Active: true,
  },
  {
    Id: 2,
    Name: 'Müdür İkramı',
    Type: 'Discount',
    IsPercent: true,
    Value: 100,
    RequiresManager: true,
    Active: true,
  },
  {
    Id: 3,
    Name: 'Öğrenci İndirimi',
    Type: 'Discount',
    IsPercent: true,
    Value: 10,
    RequiresManager: false,
    Active: true,
  },
  {
    Id: 4,
    Name: 'Happy Hour %20',
    Type: 'Discount',
    IsPercent: true,
    Value: 20,
    RequiresManager: false,
    Active: true,
  },
  {
    Id: 5,
    Name: 'Sadakat Kartı 100 ₺',
    Type: 'Discount',
    IsPercent: false,
    Value: 100,
    RequiresManager: false,
    Active: true,
  },
  {
    Id: 6,
    Name: 'Kurumsal Anlaşma %15',
    Type: 'Discount',
    IsPercent: true,
    Value: 15,
    RequiresManager: false,
    Active: true,
  },
  {
    Id: 7,
    Name: 'Tevkifat (KDV 2/10)',
    Type: 'TaxDiscount',
    IsPercent: true,
    Value: 2,
    RequiresManager: false,
    Active: true,
  },
  {
    Id: 8,
    Name: 'Diplomatik KDV İstisnası',
    Type: 'TaxDiscount',
    IsPercent: true,
    Value: 10,
    RequiresManager: true,
    Active: true,
  },
  {
    Id: 9,
    Name: 'Eski Kampanya (Yaz 2023)',
    Type: 'Discount',
    IsPercent: true,
    Value: 25,
    RequiresManager: false,
    Active: false,
  },
];

export const ACTIVE_DISCOUNTS = DISCOUNT_TYPES.filter((d) => d.Active);

export type OrderType = {
  Id: number;
  Name: string;
  Code: string;
  IsDelivery: boolean;
  IsTakeaway: boolean;
  Active: boolean;
};

export const ORDER_TYPES: readonly OrderType[] = [
  { Id: 1, Name: 'Masa Servisi', Code: 'MASA', IsDelivery: false, IsTakeaway: false, Active: true },
  { Id: 2, Name: 'Paket Servis', Code: 'PAKET', IsDelivery: true, IsTakeaway: false, Active: true },
  { Id: 3, Name: 'Gel Al', Code: 'GELAL', IsDelivery: false, IsTakeaway: true, Active: true },
  { Id: 4, Name: 'Yemeksepeti', Code: 'YS', IsDelivery: true, IsTakeaway: false, Active: true },
  { Id: 5, Name: 'Getir Yemek', Code: 'GETIR', IsDelivery: true, IsTakeaway: false, Active: true },
  { Id: 6, Name: 'Trendyol Yemek', Code: 'TY', IsDelivery: true, IsTakeaway: false, Active: true },
  { Id: 7, Name: 'Personel Yemeği', Code: 'PERSONEL', IsDelivery: false, IsTakeaway: false, Active: true },
];

export function orderType(id: number): OrderType {
  return ORDER_TYPES.find((o) => o.Id === id) ?? (ORDER_TYPES[0] as OrderType);
}

export type PaymentKind = 'Cash' | 'CreditCard' | 'NonPayable' | 'OnAccount' | 'MealCard';

/** [PaymentType (machine name), PaymentTypeId, PaymentName as the POS shows it] */
export const PAYMENT_TYPES: Record<PaymentKind, { id: number; name: string }> = {
  Cash: { id: 1, name: 'Nakit' },
  CreditCard: { id: 2, name: 'Kredi Kartı' },
  NonPayable: { id: 3, name: 'Ödenmez' },
  OnAccount: { id: 4, name: 'Cari Hesap (Veresiye)' },
  MealCard: { id: 5, name: 'Yemek Kartı (Multinet)' },
};
