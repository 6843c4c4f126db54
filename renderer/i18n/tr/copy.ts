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
  'copy.table.clearOffHint': 'Aşağıdaki “… da temizle” işaretlenmedikçe silinmez',
  'copy.table.items': 'Ürünler',
  'copy.table.showItems': 'Ürünleri göster',
  'copy.table.hideItems': 'Ürünleri gizle',
  'copy.table.action': 'İşlem',
  'copy.table.open': 'İncelemek için aç',

  'copy.scope.label': 'Kopyalanacak ürünler',
  'copy.scope.all': 'Tüm ürünler ({count, number})',
  'copy.scope.selected': 'Seçili ürünler ({count, number})',
  'copy.scope.note': 'Yalnızca tabloda seçili {count, plural, other {# ürün}} kopyalanır.',

  'copy.items.what': 'Ne olacak',
  'copy.items.itemNo': 'Ürün no.',
  'copy.items.name': 'Ad',
  'copy.items.beforeAfter': 'Burada şimdi → kopyalanan',
  'copy.items.set': 'Yeni',
  'copy.items.change': 'Değişecek',
  'copy.items.clear': 'Silinecek',
  'copy.items.clearOff': 'Silinmeyecek',
  'copy.items.notFound': 'Bulunamadı',
  'copy.items.byName': 'Yalnızca adla',
  'copy.items.notCopied': '{code} kopyalanmaz',
  'copy.items.byNameNote': '{code} kopyalanmaz: buradaki {itemNo} numaralı ürün bu adı taşıyor',
  'copy.items.none': 'Bu şubeye kopyalanacak bir şey yok: tüm kodlar zaten var.',
  'copy.items.more': '{count, plural, other {# ürün}} daha (liste ilkleri gösterir, önce değişenler).',

  'copy.legend.notFound': 'Bu şubede o ItemNo ile bir ürün yok; kod kopyalanmaz.',
  'copy.legend.byName':
    'Bulunamayanlardan, bu şubede aynı adla ama başka bir ItemNo ile bulunan ürünler. Aynı ad burada başka bir ürün olabileceği için kopyalanmaz; o şubenin Öneriler penceresi bunları zincirden önerir.',
  'copy.legend.clear':
    'Kaynakta kodu olmayıp bu şubede kodu olan ürünler. Yalnızca “… da temizle” işaretlenince sayılır ve silinir.',

  'copy.picker.search': 'Şube bul',
  'copy.picker.selectAll': 'Gösterilenlerin tümünü seç',
  'copy.picker.none': 'Hiçbiri',
  'copy.picker.hasDraft': 'taslağı var',
  'copy.fillEmptyOnly': 'Yalnızca boş kodları doldur (şubelerin kodları kalsın)',
  'copy.keptMapped':
    'Seçilen şubelerin {count, plural, other {# kodu}} olduğu gibi kalır: yalnızca boş kodlar doldurulur.',
};
