import type { unmapped as english } from '../en/unmapped';
import type { Translation } from '../translation';

export const unmapped: Translation<typeof english> = {
  'unmapped.title': 'Satılan ama eşleşmemiş',
  'unmapped.lastDays': 'Eşleşmemiş ürünlerin satışları: son',
  'unmapped.daysLabel': 'Gün',
  'unmapped.days': '{count, plural, other {# gün}}',
  'unmapped.rankBy': 'Sıralama',
  'unmapped.rank.quantity': 'Adet',
  'unmapped.rank.revenue': 'Ciro',
  'unmapped.failedDays': '{count, plural, other {# gün}} okunamadı; liste eksik olabilir.',
  'unmapped.unreadable':
    'Servisin gönderdiği {count, plural, other {# adisyon}} okunamadı, bu yüzden ürünleri burada sayılmadı; Adisyonlar sayfası bunları gönderildiği gibi gösterir.',
  'unmapped.reading': 'Adisyonlar okunuyor',
  'unmapped.readingText':
    'Son {days, plural, other {# günün}} adisyonları okunuyor… daha önce okunan günler yeniden sorulmaz.',
  'unmapped.incompleteTitle': 'Okunabilen kısımda bir şey bulunamadı',
  'unmapped.incompleteDays': '{total, plural, other {# günün}} {failed, number} günü okunamadı.',
  'unmapped.incompleteChecks': '{count, plural, other {# adisyon}} okunamadı.',
  'unmapped.tryLater': 'Servis yanıt verdiğinde tekrar deneyin.',
  'unmapped.emptyTitle': 'Burada yapılacak bir şey yok',
  'unmapped.empty': 'Son {days, plural, other {# günde}} eşleşmemiş hiçbir ürün satılmadı.',
  'unmapped.col.item': 'Ürün',
  'unmapped.col.itemNo': 'Ürün no.',
  'unmapped.col.quantity': 'Adet',
  'unmapped.col.revenue': 'Ciro',
  'unmapped.col.lastSold': 'Son satış',
  'unmapped.col.action': 'İşlem',
  'unmapped.mapIt': 'Eşleştir',
  'unmapped.updating': 'Güncelleniyor',
};
