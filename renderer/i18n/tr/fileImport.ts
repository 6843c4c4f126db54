import type { fileImport as english } from '../en/fileImport';
import type { Translation } from '../translation';

export const fileImport: Translation<typeof english> = {
  'fileImport.csv.semicolon': '; Noktalı virgül',
  'fileImport.csv.comma': ', Virgül',
  'fileImport.csv.tab': 'Sekme',
  'fileImport.csv.separator': 'Ayırıcı',
  'fileImport.csv.separatorLabel': 'CSV ayırıcısı',
  'fileImport.csv.decimal': 'Ondalık işareti',
  'fileImport.csv.decimalLabel': 'CSV ondalık işareti',

  'fileImport.export.done': '{file} dışa aktarıldı.',
  'fileImport.export.failed': 'Dışa aktarılamadı',
  'fileImport.export.hint': 'Eşleştirmeyi dışa aktar: ItemId, ItemNo, Name, IntegrationCode, Ignored, Draft',
  'fileImport.export.csv': 'CSV dışa aktar…',
  'fileImport.export.xlsx': 'XLSX',
  'fileImport.export.title': 'Eşleştirmeyi CSV olarak dışa aktar',
  'fileImport.export.confirm': 'Dışa aktar',
  'fileImport.export.defaults':
    'Varsayılanlar Ayarlar’daki dile göre gelir: Türkçe Excel “;” ve 12,50, İngilizce Excel “,” ve 12.50 ile açar.',
  'fileImport.export.liveOnly':
    'Yalnızca canlı kodlar: henüz gönderilmemiş taslak kodları dışarıda bırak (yoksa Draft sütunu onları işaretler)',

  'fileImport.drop.title': 'Bir dosya seçin veya buraya bırakın',

  'fileImport.undoLabel': '{file} içe aktarımı',
  'fileImport.ignoreFailed': 'Yok sayma işaretleri kaydedilemedi',
  'fileImport.applied':
    '{file} dosyasındaki {count, plural, other {# düzenleme}} taslağa eklendi. Göndermek için önizleyip gönderin.',
  'fileImport.title': 'Eşleştirme dosyası içe aktar',
  'fileImport.another': 'Başka dosya seç',
  'fileImport.apply': 'Taslağa uygula ({count, number})',
  'fileImport.readFailed': 'Dosya okunamadı',
  'fileImport.reading': 'Okunuyor',
  'fileImport.readingFile': 'Dosya okunuyor…',
  'fileImport.withClears':
    'Dosyada boş bırakılan {count, plural, other {# kodu}} da sil (önizlemede silme olarak görünür)',
  'fileImport.withIgnore': 'Dosyadaki gibi {count, plural, other {# ürünü}} yok sayılmış olarak işaretle',
  'fileImport.withUppercase':
    'Küçük harf içeren {count, plural, other {# kodu}} büyük harfe çevir ({example}); yoksa yazıldığı gibi gönderilir',
  'fileImport.learnt':
    'Dosya ayrıca {count, plural, other {# öğrenilmiş öneri kararı}} içeriyor: uyguladığınızda bu bağlantı için hatırlanır.',
  'fileImport.intro':
    '{itemId} (veya {itemNo}) ve {code} sütunlarını içeren bir CSV ya da Excel dosyası; {ignored} sütunu isteğe bağlıdır. En kolay başlangıç, dışa aktarılmış bir eşleştirme dosyasıdır.',
  'fileImport.fileHint': 'CSV veya XLSX',

  'fileImport.report.rows': 'Okunan satır',
  'fileImport.report.matched': 'Eşleşen ürün',
  'fileImport.report.unchanged': 'Değişmeyen',
  'fileImport.report.set': 'Yeni atanacak',
  'fileImport.report.change': 'Değişecek',
  'fileImport.report.clear': 'Silinecek',
  'fileImport.report.unknown': 'Bilinmeyen ürün',
  'fileImport.report.invalid': 'Geçersiz kod',
  'fileImport.report.ignored': 'Yok sayılacak',
  'fileImport.report.lowercase': 'Küçük harfli',
  'fileImport.report.nothingYet': '{file} — henüz hiçbir şey değişmedi.',
  'fileImport.report.invalidHeading': 'Geçersiz kodlar (içe aktarılmadı)',
  'fileImport.report.row': 'Satır',
  'fileImport.report.code': 'Kod',
  'fileImport.report.why': 'Neden',
  'fileImport.report.unknownHeading': 'Bu şubede olmayan ürünler (atlandı)',
  'fileImport.report.itemId': 'ItemId',
  'fileImport.report.itemNo': 'ItemNo',
  'fileImport.report.more': 'Ve {count, plural, other {# satır daha}}.',

  'fileImport.report.clearOff': 'Dosyada boş',
  'fileImport.report.clearOffNote': 'olduğu gibi kalır',
  'fileImport.report.name': 'Ad',
  'fileImport.report.empty': 'boş',
  'fileImport.report.listsHeading': 'Sonuca göre satırlar',
  'fileImport.report.matchedHeading': 'Eşleşen ürünler',
  'fileImport.report.unchangedHeading': 'Değişmeyenler (kod zaten öyle)',
  'fileImport.report.clearHeading': 'Silinecekler (taslağa silme olarak girer)',
  'fileImport.report.clearOffHeading': 'Dosyada boş: olduğu gibi kalır (silme kapalı)',
  'fileImport.report.listRegion': '{what}: {count, plural, other {# satır}}',
  'fileImport.reason.set': 'Yeni kod',
  'fileImport.reason.change': '{was} yerine',
  'fileImport.reason.clear': '{was} silinir',
  'fileImport.reason.clearOff': '{was} kalır: silme kapalı',
  'fileImport.reason.unchanged': 'Şimdiki ile aynı',
  'fileImport.reason.noCode': 'Dosyada kod yok',
  'fileImport.reason.unknownId': 'Bu şubede ItemId {itemId} olan ürün yok',
  'fileImport.reason.unknownNo': 'Bu şubede bu ItemNo ile ürün yok',
};
