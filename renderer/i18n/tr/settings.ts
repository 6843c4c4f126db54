import type { settings as english } from '../en/settings';
import type { Translation } from '../translation';

export const settings: Translation<typeof english> = {
  'settings.title': 'Ayarlar',
  'settings.subtitle': 'Değişiklikler siz yaptıkça kaydedilir.',
  'settings.saved': 'Kaydedildi',
  'settings.wholeNumber': '{min} ile {max} arasında bir tam sayı girin.',
  'settings.loadFailed': 'Ayarlar okunamadı; varsayılanlar kullanılıyor.',
  'settings.saveFailed': 'Ayar kaydedilmedi.',

  'settings.appearance.heading': 'Dil ve görünüm',
  'settings.language.label': 'Dil',
  'settings.language.tr': 'Türkçe',
  'settings.language.en': 'English',
  'settings.language.hint':
    'CSV dışa aktarımlarının varsayılanı da budur: Türkçe “;” ayırıcı ve ondalık virgül (12,50) yazar, Türkçe Excel bunları böyle açar; English “,” ve ondalık nokta (12.50) yazar.',
  'settings.theme.label': 'Tema',
  'settings.theme.system': 'Sistemle aynı',
  'settings.theme.light': 'Açık',
  'settings.theme.dark': 'Koyu',
  'settings.theme.hint': '“Sistemle aynı”, bilgisayarınızın açık ya da koyu modunu izler.',

  'settings.sending.heading': 'Kod gönderimi',
  'settings.batchSize.label': 'Paket boyutu',
  'settings.batchSize.suffix': 'kayıt',
  'settings.batchSize.hint':
    'Kodlar gönderilirken istek başına kayıt sayısı. Servis en çok 1000 kabul eder; 500 güvenli bir varsayılandır. Yavaş bir şube zaman aşımına uğradığında küçük paketlerle daha az şey kaybedilir.',
  'settings.timeout.label': 'Varsayılan zaman aşımı',
  'settings.timeout.suffix': 'saniye',
  'settings.timeout.hint':
    'Bir şube sunucusu yavaş ya da ulaşılamaz sayılmadan önce ne kadar beklenir (en az {min} saniye). Yeni profiller ve demo bununla başlar; her profil kendi değerini kullanabilir.',
  'settings.maxAnswer.label': 'En büyük yanıt',
  'settings.maxAnswer.suffix': 'MB',
  'settings.maxAnswer.hint':
    'Uygulamanın servisten okuyacağı en büyük ürün ya da adisyon listesi; daha büyük bir yanıt okunmadan reddedilir, böylece hatalı çalışan bir servis bilgisayarın belleğini tüketemez. Bir sonraki bağlantıdan itibaren geçerlidir.',

  'settings.checks.heading': 'Adisyonlar',
  'settings.warmDays.label': 'Son günleri hazır tut',
  'settings.warmDays.suffix': 'gün',
  'settings.warmDays.hint':
    'Bağlıyken ve servis çevrimiçiyken uygulama, her şubenin bu kadar geçmiş gününün adisyonlarını arka planda yükler; böylece anında açılırlar. Sizin isteklerinize öncelik verir ve istek kotasının boşta kalan kısmını kullanır. 0 bunu kapatır.',

  'settings.suggestions.heading': 'Öneriler',
  'settings.threshold.label': '“Tümünü kabul et” eşiği',
  'settings.threshold.hint':
    '“Tümünü kabul et” yalnızca en az bu kadar emin olunan önerileri alır. Kabul edilen öneriler yine önce taslağa ve ön izlemeye gider.',

  'settings.learnt.label': 'Kararlarınızdan öğrenilenler',
  'settings.learnt.unavailable': 'Önerilerin bu bağlantı için ne öğrendiğini görmek için bağlanın.',
  'settings.learnt.empty':
    'Henüz bir şey yok. Bir öneriyi kabul etmek “bu ad bu koddur” bilgisini öğretir; “Bu değil” tersini öğretir. Bağlantının tüm şubeleri bunları kullanır.',
  'settings.learnt.posName': 'POS adı',
  'settings.learnt.decision': 'Karar',
  'settings.learnt.code': 'Kod',
  'settings.learnt.learnt': 'Öğrenildi',
  'settings.learnt.action': 'İşlem',
  'settings.learnt.alias': 'kodu',
  'settings.learnt.never': 'kodu değil',
  'settings.learnt.origin.suggestion': 'önerilerde',
  'settings.learnt.origin.typed': 'elle yazıldı',
  'settings.learnt.origin.file': 'eşleştirme dosyasından',
  'settings.learnt.when': '{origin}, {when}',
  'settings.learnt.removeFailed': 'Karar kaldırılamadı',

  'settings.about.heading': 'Hakkında',
  'settings.about.version': 'Sürüm',
  'settings.about.runningAs': 'Çalışma biçimi',
  'settings.about.desktop': 'Masaüstü uygulaması',
  'settings.about.preview': 'Tarayıcı önizlemesi (geliştirme)',
  'settings.about.credentials': 'Kimlik bilgileri',
  'settings.about.secretStore': 'İşletim sisteminin güvenli deposuyla şifrelenir',
  'settings.about.sessionOnly': 'Yalnızca bu oturum için tutulur (bu bilgisayarda güvenli depo yok)',
};
