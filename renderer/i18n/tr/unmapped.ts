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
  'unmapped.ignore': 'Yok say',
  'unmapped.unignore': 'Yeniden göster',
  'unmapped.ignoredBadge': 'yok sayıldı',
  'unmapped.ignoreFailed': 'Yok sayılanlar listesi değiştirilemedi',
  'unmapped.showIgnored':
    'Yok sayılan {count, plural, other {# ürünü}} göster (yok sayılanlar bu şubede bu listeye girmez)',
  'unmapped.markers.title': 'Notlar ve koltuk işaretleri ({count, number})',
  'unmapped.markers.show': 'Göster',
  'unmapped.markers.hide': 'Gizle',
  'unmapped.markers.ignoreAll': '{count, plural, other {Tümünü yok say (#)}}',
  'unmapped.markers.rule':
    'Fiyatsız satılan ve adı bir not (“NOT: …”, “Açıklama: …”) ya da koltuk (“Koltuk 3”, “1. KİŞİ”) olan satırlar. Genellikle eşleştirilmedikleri için ürünlerden sonra listelenirler.',
};
