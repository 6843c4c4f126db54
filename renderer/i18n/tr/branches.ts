import type { branches as english } from '../en/branches';
import type { Translation } from '../translation';

export const branches: Translation<typeof english> = {
  'branches.title': 'Şubeler',
  'branches.tab.branches': 'Şubeler',
  'branches.tab.chain': 'Zincir görünümü',
  'branches.tabs': 'Şube görünümleri',
  'branches.refresh': 'Servisten yenile',
  'branches.retry': 'Tekrar dene',

  'branches.summary.none': 'Bu bağlantının restoranları.',
  'branches.summary.branches': '{count, plural, other {# şube}}',
  'branches.summary.noFigures': '{branches} · eşleştirme rakamları için bir şube açın veya ürünlerini okuyun',
  'branches.summary.items': '{count, plural, other {# ürün}}',
  'branches.summary.mapped': '{percent} eşleşmiş',
  'branches.summary.unmapped': '{count, number} eşleşmemiş',
  'branches.summary.notRead': '{count, number} şube henüz okunmadı',

  'branches.list.loading': 'Şubeler yükleniyor',
  'branches.list.loadFailed': 'Şubeler yüklenemedi',
  'branches.list.emptyTitle': 'Şube yok',
  'branches.list.empty':
    'Servis bu kullanıcı için hiçbir şube listelemiyor. Kullanıcının şube yetkilerini entegrasyon sağlayıcınızla kontrol edin.',
  'branches.list.search': 'Şubelerde ada, koda veya adrese göre ara',
  'branches.list.searchPlaceholder': 'Ad, kod veya adres',
  'branches.list.count': '{count, plural, other {# şube}}',
  'branches.list.countOf': '{count, plural, other {# şubeden}} {shown, number} şube',
  'branches.list.staleOnline':
    'Bazı şube sunucuları yanıt vermedi. Bu şubelerin rakamları bu bilgisayarda kayıtlı verilerden geliyor.',
  'branches.list.staleOffline':
    'Servise ulaşılamıyor. Bu rakamlar bu bilgisayarda kayıtlı verilerden geliyor; daha önce okunmuş her şubeyi yine de açabilirsiniz.',
  'branches.list.noMatchTitle': 'Eşleşen şube yok',
  'branches.list.noMatch': '“{query}” ile eşleşen bir şey yok.',
  'branches.list.clearSearch': 'Aramayı temizle',

  'branches.table.branch': 'Şube',
  'branches.table.code': 'Kod',
  'branches.table.address': 'Adres',
  'branches.table.items': 'Ürün',
  'branches.table.mapped': 'Eşleşmiş',
  'branches.table.unmapped': 'Eşleşmemiş',
  'branches.table.synced': 'Son eşitleme',
  'branches.table.status': 'Durum',
  'branches.table.open': '{name}, ürünleri aç',
  'branches.table.meter': '{mapped} eşleşmiş, {ignored} yok sayılmış',
  'branches.table.notRead': 'Henüz okunmadı',
  'branches.table.draftHint':
    '{count, plural, other {# gönderilmemiş düzenleme}}. Önizlemek ve göndermek için şubeyi açın.',
  'branches.table.draft': 'Taslak · {count, number}',
  'branches.fresh.saved': 'Rakamlar {date} tarihinde kaydedildi.',
  'branches.fresh.noneSaved': 'Kayıtlı rakam yok.',
  'branches.fresh.offlineHint': 'Servise ulaşılamıyor. {since}',
  'branches.fresh.offline': 'Çevrimdışı',
  'branches.fresh.branchOfflineHint': 'Bu şubenin sunucusu yanıt vermedi. {since}',
  'branches.fresh.branchOffline': 'Şube çevrimdışı',
  'branches.fresh.staleHint': '{since} Güncel kodları okumak için yenileyin.',
  'branches.fresh.stale': 'Eski',

  'branches.chain.search': 'Ürün no., ad veya kodda ara',
  'branches.chain.onlyDisagreeing': 'Yalnızca kodları farklı olan ürünler',
  'branches.chain.count': '{count, plural, other {# ürün numarası}}',
  'branches.chain.countOf': '{total, number} ürün numarasından {count, plural, other {#}}',
  'branches.chain.failed': 'Zincir görünümü oluşturulamadı',
  'branches.chain.noDisagreementTitle': 'Farklılık yok',
  'branches.chain.noDisagreement': 'Ürünleri kayıtlı olan her şubede, her ürün numarasının kodu aynı.',
  'branches.chain.emptyTitle': 'Karşılaştırılacak ürün yok',
  'branches.chain.empty':
    'Önce birkaç şube açın: zincir görünümü bu bilgisayarda kayıtlı ürünleri karşılaştırır.',
  'branches.chain.itemNo': 'Ürün no.',
  'branches.chain.name': 'Ad',
  'branches.chain.absent': '{branch} şubesinde {itemNo} numaralı ürün yok',
  'branches.chain.differs': '{branch}: {code}; şubelerin çoğu {majority} kullanıyor. {branch} şubesini açın.',
  'branches.chain.open': '{branch} şubesinin ürünlerini açın',
  'branches.chain.unmapped': 'eşleşmemiş',

  'branches.readAll.reading': 'Tüm şubelerin ürünleri okunuyor…',
  'branches.readAll.progress': '{done, number} / {total, number}',
  'branches.readAll.stop': 'Durdur',
  'branches.readAll.failed': '{count, plural, other {# şube}} okunamadı',
  'branches.readAll.start': 'Şimdi oku',
  'branches.readAll.notCompared':
    '{count, plural, other {# şube}} henüz karşılaştırılmadı: ürünleri hiç okunmadı.',
  'branches.readAll.notCounted':
    '{count, plural, other {# şubenin}} henüz rakamı yok: ürünleri hiç okunmadı.',
};
