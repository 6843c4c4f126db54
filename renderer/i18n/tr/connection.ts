import type { connection as english } from '../en/connection';
import type { Translation } from '../translation';

export const connection: Translation<typeof english> = {
  'connection.title': 'Bağlantı',
  'connection.subtitle':
    'Entegrasyon servisinizin profilleri. Kimlik bilgileri yalnızca yazılır: kaydedildikten sonra bir daha gösterilmez.',
  'connection.tryDemo': 'Demoyu deneyin',
  'connection.newProfile': 'Yeni profil',
  'connection.noSecretStore': 'Bu bilgisayarda güvenli depo yok',
  'connection.noSecretStoreText':
    'Kimlik bilgileri yalnızca bu oturum için tutulur: uygulama yeniden başladığında tekrar sorulur.',

  'connection.welcome.title': 'Menu Code Mapper’a hoş geldiniz',
  'connection.welcome.intro':
    'Her şubenin her menü ürününü ürün kodlarınızla eşleştirin, sonucu yayına girmeden önce kontrol edin ve satışlara göz atın — bir şube sunucusu çevrimdışıyken bile.',
  'connection.welcome.connect': 'Servisinize bağlanın',
  'connection.welcome.connectText':
    'Entegrasyon sağlayıcınızın verdiği adresi, kullanıcı adını, AccessToken’ı ve parolayı kullanın. Örneğin test ve canlı için birden çok bağlantı tutabilirsiniz.',
  'connection.welcome.demoText':
    'Uygulamanın içinde örnek bir restoran zinciri çalışır: şubeler, binlerce menü ürünü ve haftalarca adisyon. Hiçbir şey bu bilgisayarın dışına çıkmaz.',
  'connection.welcome.demoStarting': 'Örnek servis başlatılıyor ve oturum açılıyor…',
  'connection.welcome.noSecretStoreText':
    'AccessToken ve parolanız yalnızca bu oturum için tutulabilir. Uygulama yeniden başladığında tekrar sorulur.',

  'connection.error.bad_access_key': 'AccessToken reddedildi',
  'connection.error.bad_credentials': 'Kullanıcı adı ya da parola yanlış',
  'connection.error.token_rejected': 'Servis oturumu reddetti',
  'connection.error.unreachable': 'Servise ulaşılamadı',
  'connection.error.timeout': 'Servis zamanında yanıt vermedi',
  'connection.error.throttled': 'Servis yavaşlamamızı istiyor',
  'connection.error.invalid_input': 'Profili kontrol edin',
  'connection.error.secret_store_unavailable': 'Kimlik bilgileri bu bilgisayarda saklanamıyor',
  'connection.error.other': 'Bağlanılamadı',
  'connection.connectedOffline': 'Çevrimdışı bağlanıldı',
  'connection.connectedOfflineText':
    'Servise ulaşılamadı. Kayıtlı veriler gösteriliyor; servis yanıt verdiğinde yenilenir.',
  'connection.loadFailed': 'Bağlantı profilleri okunamadı.',

  'connection.list.label': 'Bağlantı profilleri',
  'connection.list.connected': 'Bağlı',
  'connection.list.connectedOffline': 'Bağlı, çevrimdışı',
  'connection.list.disconnect': 'Bağlantıyı kes',
  'connection.list.connect': 'Bağlan',
  'connection.secrets.stored': 'Güvenle saklanıyor',
  'connection.secrets.session': 'Yalnızca bu oturum için',
  'connection.secrets.missing': 'Eksik',
  'connection.secrets.required': 'Gerekli',

  'connection.editor.newTitle': 'Yeni bağlantı profili',
  'connection.demo.text':
    'Demo, uygulamanın içinde yalnızca bu bilgisayarda örnek bir entegrasyon servisi çalıştırır. Adresi ve kimlik bilgileri sizin yerinize yönetilir ve her başlangıçta değişir.',
  'connection.demo.start': 'Demoyu başlat',
  'connection.forget.heading': 'Kimlik bilgilerini unut',
  'connection.forget.text': 'Kayıtlı AccessToken ve parolayı siler. Profilin kendisi kalır.',
  'connection.forget.button': 'Kimlik bilgilerini unut',
  'connection.forget.confirmTitle': 'Kimlik bilgileri unutulsun mu?',
  'connection.forget.confirmText':
    '“{name}” profilinin AccessToken ve parolası bu bilgisayardan silinecek. Bağlanmak için bunları yeniden girmeniz gerekecek.',
  'connection.forget.done': '“{name}” profilinin AccessToken ve parolası silindi.',
  'connection.delete.heading': 'Profili sil',
  'connection.delete.text':
    '{active, select, yes {Profili ve kimlik bilgilerini kaldırır, bağlantıyı da keser. Kayıtlı şube verileri kalır.} other {Profili ve kimlik bilgilerini kaldırır. Kayıtlı şube verileri kalır.}}',
  'connection.delete.button': 'Sil…',
  'connection.delete.confirmTitle': '“{name}” silinsin mi?',
  'connection.delete.confirmButton': 'Profili sil',
  'connection.delete.confirmText':
    '{active, select, yes {Profil ve kayıtlı kimlik bilgileri kaldırılacak, uygulamanın bağlantısı kesilecek. Bu işlem geri alınamaz.} other {Profil ve kayıtlı kimlik bilgileri kaldırılacak. Bu işlem geri alınamaz.}}',
  'connection.delete.done': '“{name}” profili silindi.',

  'connection.form.name': 'Profil adı',
  'connection.form.namePlaceholder': 'örn. Canlı',
  'connection.form.nameError': 'Profile bir ad verin, örn. “Canlı”.',
  'connection.form.baseUrl': 'Servis adresi',
  'connection.form.baseUrlPlaceholder': 'https://entegrasyon.ornek.com',
  'connection.form.baseUrlError': 'https:// ya da http:// ile başlayan servis adresini girin.',
  'connection.form.allowPlainHttp': 'AccessToken ve parolayı bu http:// adresine şifrelenmeden gönder',
  'connection.form.allowPlainHttpError': 'Bunu onaylayın ya da bir https:// adresi kullanın.',
  'connection.form.plainHttpWarning':
    'Başka bir bilgisayara düz http:// ile bağlanıldığında kimlik bilgileri şifrelenmeden gider.',
  'connection.form.username': 'Kullanıcı adı',
  'connection.form.kind': 'Bağlanılan yer',
  'connection.form.kindService': 'POS servisi',
  'connection.form.kindTeam': 'Ekip sunucumuz',
  'connection.form.kindTeamHint':
    'Ekip sunucusu servis bilgilerini kendisi saklar ve servisi tüm ekip için çağırır: yöneticinizin verdiği ekip kullanıcısıyla oturum açın.',
  'connection.form.teamUser': 'Ekip kullanıcısı',
  'connection.form.teamUrl': 'Ekip sunucusu adresi',
  'connection.form.teamPassword': 'Ekip parolası',
  'connection.form.teamNeedsTls': 'Başka bir bilgisayardaki ekip sunucusuna https:// ile bağlanılır.',
  'connection.form.usernameError': 'Kullanıcı adını girin.',
  'connection.form.timeout': 'Zaman aşımı',
  'connection.form.seconds': 'saniye',
  'connection.form.timeoutHint':
    'En az {min} saniye. Yavaş şube sunucuları daha fazlasına ihtiyaç duyabilir.',
  'connection.form.timeoutError': 'En az {min} saniye kullanın.',
  'connection.form.credentials': 'Kimlik bilgileri',
  'connection.form.credentialsStored':
    'İşletim sisteminizin güvenli deposuyla şifrelenir. Bir daha gösterilmez, burada bile.',
  'connection.form.credentialsSession':
    'Bu bilgisayarda güvenli depo yok: kimlik bilgileri yalnızca bu oturum boyunca bellekte tutulur ve yeniden başlatmadan sonra tekrar sorulur.',
  'connection.form.secretsForgotten':
    'Adres ya da kullanıcı adı değişti: kayıtlı AccessToken ve parola kaydettiğinizde unutulacak, böylece başka bir yere asla gönderilmez. Bunları yeniden girin.',
  'connection.form.accessToken': 'AccessToken',
  'connection.form.password': 'Parola',
  'connection.form.keepHint': 'Mevcut değeri korumak için boş bırakın.',
  'connection.form.unchanged': 'Değişmedi',
  'connection.form.accessTokenToo': 'AccessToken’ı da girin.',
  'connection.form.passwordToo': 'Parolayı da girin.',
  'connection.form.secretTooLong': 'En çok {max} karakter kullanın.',
  'connection.form.neededToConnect': 'Bağlanmak için gerekli.',
  'connection.form.readOnlyHint':
    'Göz atın, arayın ve dışa aktarın; ama bu profille entegrasyon kodlarını asla değiştirmeyin.',
  'connection.form.currentPassword': 'Mevcut parola',
  'connection.form.currentPasswordHint':
    'Salt okunur modu kapatmak için gerekli: daha önce girilmiş olan kayıtlı parola.',
  'connection.form.currentPasswordError': 'Salt okunur modu kapatmak için mevcut parolayı girin.',
  'connection.form.advanced': 'Gelişmiş: bu servisin alan adları',
  'connection.form.advancedText':
    'Uygulama adisyon ve ürün alanlarını yaygın adlarından bulur. Bu servis birini farklı adlandırıyorsa (bir ödeme tutarı, bir adisyonun türü…) buraya her satıra bir tane olacak şekilde yazın:',
  'connection.form.overrideExample': 'check.kind = Belge',
  'connection.form.fieldNames': 'Alan adları',
  'connection.form.meanings': 'Anlamlar: {list}.',
  'connection.form.overrideSyntax':
    'Satır {line}: “anlam = AlanAdı” biçiminde yazın, örn. “check.kind = Belge”.',
  'connection.form.overrideUnknown': 'Satır {line}: “{meaning}” aşağıda listelenen anlamlardan biri değil.',
  'connection.form.overrideFormat':
    'Satır {line}: “.format” için dd/MM/yyyy ya da MM/dd/yyyy, “.zone” için +03:00 gibi UTC’ye göre bir fark yazın.',
  'connection.form.saveAndConnect': 'Kaydet ve bağlan',
  'connection.try.progress': 'Oturum açma ve şube listesi deneniyor…',
  'connection.try.keptConnected': 'Hiçbir şey kaydedilmedi; hâlâ {name} ({host}) bağlantısındasınız.',
  'connection.try.stillConnected': 'Hâlâ {name} ({host}) bağlantısındasınız.',
  'connection.try.offlineAfterDisconnect':
    'Bu profili kayıtlı verileriyle çevrimdışı açmak için önce bağlantıyı kesin.',
  'connection.try.notSaved': 'Hiçbir şey kaydedilmedi.',
  'connection.try.saveUntried': 'Bağlanmadan kaydet',
  'connection.try.saveUntriedHint':
    'Profili denemeden, yazıldığı gibi saklar; örneğin şu an kapalı olan bir servis için. Kullanılan bağlantı olmaz.',

  'connection.check.heading': 'Servis kontrolü',
  'connection.check.text':
    'Üreticinin belgesinin sessiz kaldığı yerlerde bu servisin ne yaptığını bulur. Salt okunur: istek sınırları içinde birkaç çağrı; hiçbir kod değişmez.',
  'connection.check.run': 'Servisi kontrol et',
  'connection.check.support': 'Destek dosyası kaydet',
  'connection.check.supportFirst': 'Önce servisi kontrol edin',
  'connection.check.supportTitle': 'Üretici için: ham örnekler; gizli bilgiler ve kişisel veriler çıkarılmış',
  'connection.check.failed': 'Servis kontrolü başarısız oldu',
  'connection.check.supportFailed': 'Destek dosyası oluşturulamadı',
  'connection.check.supportSaved': '{file} kaydedildi: gizli bilgiler ve kişisel veriler çıkarıldı.',
  'connection.check.when': 'Kontrol: {when} · {service} servisine {calls, plural, other {# çağrı}}',
  'connection.check.ok': 'Tamam',
  'connection.check.note': 'Farklı',
  'connection.check.unknown': 'Anlaşılamadı',
  'connection.check.seen': 'Görülen',
  'connection.check.app': 'Uygulama',
  'connection.check.overrides':
    'Bu servisin kullandığı, okuyucunun ilk denemediği alan adları (alan eşlemesi olarak önerilir): {list}.',
  'connection.status.notAnsweringSince': '{time} itibarıyla yanıt vermiyor.',
  'connection.status.branchesOffline': '{count, plural, other {# şube yanıt vermiyor}}',
  'connection.status.branchesOfflineTitle':
    'Yanıt vermeyen: {branches}. Servis ve diğer şubeler yanıt veriyor; bunlar yeniden yanıt verene kadar kayıtlı verileriyle gösterilir.',
  'connection.status.wait.busy': 'Şube meşgul, {time} sonra yeniden denenecek',
  'connection.status.wait.busyBranch': '{branch} meşgul, {time} sonra yeniden denenecek',
  'connection.status.wait.throttled': 'Servis yavaşlamamızı istedi: {time} bekleniyor',
  'connection.status.wait.reconnecting': 'Bağlantı koptu, {time} sonra yeniden denenecek',
  'connection.status.wait.title':
    'Deneme {attempt, number}/{max, number} başarısız; istek en çok {time} bekledikten sonra yeniden gönderilecek.',
  'connection.status.queuedFor': '{count} istek bekliyor, yaklaşık {time}',
};
