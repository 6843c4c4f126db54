import type { suggestions as english } from '../en/suggestions';
import type { Translation } from '../translation';

export const suggestions: Translation<typeof english> = {
  'suggestions.catalogue.loaded': 'Katalog yüklendi: {count, plural, other {# ürün}}.',
  'suggestions.catalogue.failed': 'Katalog okunamadı',
  'suggestions.catalogue.another': 'Başka katalog yükle',
  'suggestions.catalogue.load': 'Ürün kataloğu yükle',
  'suggestions.catalogue.file': 'Ürün kataloğu dosyası',
  'suggestions.rememberFailed': 'Karar hatırlanamadı',
  'suggestions.thresholdFailed': 'Eşik kaydedilemedi',

  'suggestions.source.chain': '{branch} şubesinde eşleşmiş · ürün {itemNo}',
  'suggestions.source.learnt': 'kararlarınızdan öğrenildi',
  'suggestions.source.catalogue': 'katalog',
  'suggestions.row.itemId': 'ItemId {id}',
  'suggestions.row.confidence': 'Bunun gibi öneriler yaklaşık {percent} oranında doğru çıktı',
  'suggestions.row.accepted': 'Kabul edildi',
  'suggestions.row.accept': 'Kabul et',
  'suggestions.row.rejectHint': '“{name}” için {code} kodunu bir daha önerme',
  'suggestions.row.reject': 'Bu değil',

  'suggestions.undo.acceptAll': '{count, plural, other {# öneriyi}} kabul et',
  'suggestions.undo.accept': '{code} kodunu kabul et',
  'suggestions.acceptedAll': '{count, plural, other {# önerilen kod}} taslağa eklendi.',
  'suggestions.bulk.title': '{count, plural, other {# öneri}} kabul edilsin mi?',
  'suggestions.bulk.confirm': '{count, number} öneriyi kabul et',
  'suggestions.bulk.drafts':
    '{count, plural, other {# ürünün}} {percent} ve üzerindeki en iyi kodu taslağa yazılır. Siz gözden geçirip gönderene kadar hiçbir şey gönderilmez.',
  'suggestions.bulk.duplicates':
    'Bunlardan {count, plural, other {#}} tanesinin kodu şubedeki başka bir ürünün koduyla aynı olur.',
  'suggestions.bulk.noDuplicates': 'Hiçbirinin kodu şubedeki başka bir ürünle aynı olmaz.',
  'suggestions.bulk.typed': 'Sizin yazdığınız ya da düzenlediğiniz kodlar: hiçbiri değişmez.',
  'suggestions.bulk.skipped': 'Kodu ya da sizin taslağınız olan {count, plural, other {# ürün}} atlanır.',
  'suggestions.bulk.nothing': 'Eşiğin üzerindeki her ürünün zaten bir kodu ya da sizin taslağınız var.',
  'suggestions.title': 'Önerilen kodlar',
  'suggestions.acceptedCount': '{count, number} öneri taslağa alındı',
  'suggestions.nothingYet': 'Siz kabul edene kadar hiçbir şey uygulanmaz.',
  'suggestions.matching': 'Eşleştiriliyor',
  'suggestions.matchingText': 'Ürün adları katalog ve zincirdeki diğer şubelerle eşleştiriliyor…',
  'suggestions.empty.title': 'Henüz öneri kaynağı yok',
  'suggestions.empty.text':
    'Öneriler, diğer şubelerinizde zaten eşleştirilmiş ürünlerden (önce eşleştirilmiş bir şube yükleyin) ve ürün kataloğunuzdan gelir: kendi sisteminizden, her ürün için bir kod ve ad içeren bir CSV ya da Excel dosyası (grup sütunu isteğe bağlıdır). Bunlardan biri zaten varsa, hiçbir ad eşleşmemiş bir ürüne yeterince yakın değildir.',
  'suggestions.unavailable': 'Öneriler kullanılamıyor',
  'suggestions.withCandidates': '{count, plural, other {# eşleşmemiş ürün için aday var.}}',
  'suggestions.threshold': 'Eşik',
  'suggestions.thresholdLabel': 'Güven eşiği',
  'suggestions.thresholdHint': 'Bir dahaki sefere hatırlanır',
  'suggestions.noneLeft': '{percent} ve üzerinde öneri kalmadı',
  'suggestions.acceptAll': '{percent} ve üzerini kabul et ({count, number})',
  'suggestions.showMore': '{count, number} tane daha göster',
};
