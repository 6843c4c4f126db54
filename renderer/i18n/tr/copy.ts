import type { copy as english } from '../en/copy';
import type { Translation } from '../translation';

export const copy: Translation<typeof english> = {
  'copy.title': 'Kodları diğer şubelere kopyala (kaynak: {branch})',
  'copy.preview': '{count, plural, =0 {Önizle} other {# şubeyi önizle}}',
  'copy.apply': '{count, plural, other {# taslağa kopyala}}',
  'copy.intro':
    'Ürünler ItemNo ile eşleştirilir. Hiçbir şey gönderilmez: kodlar her şubenin taslağına yazılır; ardından her şubeyi ayrı ayrı inceleyip gönderirsiniz.',
  'copy.loadingBranches': 'Şubeler yükleniyor',
  'copy.withClears': 'Bu şubede kodu olmayan ürünlerde {count, plural, other {# kodu}} da temizle (silme)',
  'copy.doneTitle': 'Taslaklara kopyalandı',
  'copy.doneBody': 'Değişiklikleri inceleyip göndermek için her şubeyi açın.',

  'copy.table.branch': 'Şube',
  'copy.table.set': 'Yeni',
  'copy.table.change': 'Değişen',
  'copy.table.clear': 'Silinen',
  'copy.table.unchanged': 'Aynı kalan',
  'copy.table.notFound': 'Bulunamayan',
  'copy.table.byName': 'Yalnızca adla',
  'copy.table.byNameHint': 'ItemNo ile değil adla eşleşti: kopyalanmaz, öneri olarak sunulur',
  'copy.table.action': 'İşlem',
  'copy.table.open': 'İncelemek için aç',

  'copy.picker.search': 'Şube bul',
  'copy.picker.selectAll': 'Gösterilenlerin tümünü seç',
  'copy.picker.none': 'Hiçbiri',
  'copy.picker.hasDraft': 'taslağı var',
};
