import type { errors as english } from '../en/errors';
import type { Translation } from '../translation';

export const errors: Translation<typeof english> = {
  'errors.code.bad_access_key': 'Servis erişim anahtarını reddetti.',
  'errors.code.bad_credentials': 'Servis kullanıcı adını veya parolayı reddetti.',
  'errors.code.token_rejected': 'Servis oturumu sonlandırdı; yeniden bağlanın.',
  'errors.code.throttled': 'Servis yavaşlamamızı istedi; birazdan yeniden denenecek.',
  'errors.code.timeout': 'Servis zamanında yanıt vermedi.',
  'errors.code.branch_unreachable': 'Şubeye ulaşılamadı.',
  'errors.code.bad_answer': 'Servis, uygulamanın okuyamadığı bir yanıt gönderdi.',
  'errors.code.bad_request': 'Servis isteği reddetti.',
  'errors.code.upstream_error': 'Servis bir hata bildirdi.',
  'errors.code.network_down': 'Servise ulaşılamıyor: ağ bağlantısını kontrol edin.',
  'errors.code.not_connected': 'Bağlı değil: önce bir servise bağlanın.',
  'errors.code.invalid_input': 'Girilen bilgilerin bir kısmı geçerli değil.',
  'errors.code.bad_file': 'Dosya okunamadı.',
  'errors.code.read_only': 'Bu profil salt okunur.',
  'errors.code.cancelled': 'İptal edildi.',
  'errors.code.not_found': 'Bulunamadı.',
  'errors.code.forbidden': 'İzin verilmiyor.',
  'errors.code.secret_store_unavailable': 'Sistem anahtar zinciri kullanılamıyor; gizli bilgiler saklanamaz.',
  'errors.code.internal': 'Uygulamanın içinde bir sorun oluştu. Taslağınız kayıtlı; yeniden deneyin.',
  'errors.operation.token': 'oturum açma',
  'errors.operation.branches': 'şube listesi',
  'errors.operation.teamMember': 'ekip sunucusundaki rolünüz',
  'errors.operation.items': 'ürünler',
  'errors.operation.itemsOfBranch': '{branch} şubesinin ürünleri',
  'errors.operation.update': 'kod güncellemesi',
  'errors.operation.updateOfBranch': '{branch} şubesinin kod güncellemesi',
  'errors.operation.checks': 'adisyonlar',
  'errors.operation.checksOfBranch': '{branch} şubesinin adisyonları',
  'errors.operation.discountTypes': 'indirim türleri',
  'errors.operation.discountTypesOfBranch': '{branch} şubesinin indirim türleri',
  'errors.operation.orderTypes': 'sipariş türleri',
  'errors.operation.orderTypesOfBranch': '{branch} şubesinin sipariş türleri',
  'errors.app.cancelled': 'İptal edildi.',
  'errors.app.internal': 'Uygulamanın içinde bir sorun oluştu. Taslağınız kayıtlı; yeniden deneyin.',
  'errors.app.internalUpstream': 'Servisle iletişim sırasında uygulamanın içinde bir sorun oluştu.',
  'errors.app.unknownRequest': 'Uygulama bu isteği tanımıyor.',
  'errors.task.appClosing': 'Uygulama kapandığı için işlem durduruldu.',
  'errors.task.outOfMemory':
    'İşlem {mb, number} MB’tan fazla bellek gerektirdi ve durduruldu: dosya ya da liste çok büyük. Hiçbir şey değiştirilmedi.',
  'errors.task.tookTooLong':
    'İşlem {seconds, number} sn’den uzun sürdü ve durduruldu: dosya ya da liste çok büyük. Hiçbir şey değiştirilmedi.',
  'errors.task.crashed': 'İşlem beklenmedik şekilde durdu. Hiçbir şey değiştirilmedi; yeniden deneyin.',
  'errors.task.cancelled': 'İptal edildi: işlem durduruldu, hiçbir şey kaydedilmedi.',
  'errors.upstream.timeout': 'Entegrasyon servisi {seconds, number} sn içinde yanıt vermedi ({op}).',
  'errors.upstream.branchTimeout':
    '{branch} şubesi {seconds, number} sn içinde yanıt vermedi; şube sunucusu kapalı ya da yavaş olabilir.',
  'errors.upstream.branchUnreachable':
    '{branch} şubesine entegrasyon servisi üzerinden ulaşılamadı (HTTP {status}); şube sunucusu kapalı ya da internete bağlı olmayabilir{serverSaid, select, yes {: “{serverText}”} other {}}.',
  'errors.upstream.branchServerUnreachable':
    'Şube sunucusuna entegrasyon servisi üzerinden ulaşılamadı (HTTP {status}); sunucu kapalı ya da internete bağlı olmayabilir{serverSaid, select, yes {: “{serverText}”} other {}}.',
  'errors.upstream.networkDown':
    '{host} adresindeki entegrasyon servisine ulaşılamıyor. İnternet bağlantısını ve servis adresini kontrol edin.',
  'errors.upstream.connectionCut': 'Entegrasyon servisiyle bağlantı, {op} için yanıt tamamlanmadan kesildi.',
  'errors.upstream.notHttps':
    '{host} ile güvenli (HTTPS) bağlantı kurulamadı: bu port HTTPS konuşmuyor. Adresi kontrol edin: http:// ya da başka bir port gerekebilir.',
  'errors.upstream.untrustedCertificate':
    '{host} sertifikasına bu bilgisayar güvenmiyor; bu yüzden hiçbir şey gönderilmedi. Adresi kontrol edin; servis kendi sertifikasını kullanıyorsa bu bilgisayarın önce ona güvenmesi gerekir.',
  'errors.upstream.rateLimited':
    'Entegrasyon servisi istekleri sınırlıyor (HTTP 429) ve {attempts, number} denemeden sonra da {op} için isteği reddetti. Bir dakika bekleyip yeniden deneyin.',
  'errors.upstream.busy':
    'Entegrasyon servisi {op} için art arda {attempts, plural, other {# kez}} meşgul ya da kullanılamaz durumdaydı (HTTP {status}). Bir dakika sonra yeniden deneyin.',
  'errors.upstream.waitTooLong':
    'Entegrasyon servisi, {op} için yeniden denemeden önce {seconds, number} sn beklememizi istedi (HTTP {status}). Daha sonra yeniden deneyin.',
  'errors.upstream.htmlAnswer':
    'Entegrasyon servisi {op} için veri yerine bir web sayfası döndürdü (HTTP {status}). Servis bakımda olabilir ya da servis adresi yanlış olabilir.',
  'errors.upstream.answerTooLarge':
    '{op} için gelen yanıt {mb, number} MB’tan büyük; uygulama bundan büyüğünü okumadığı için yanıt okunmadan reddedildi. Servis hatalı çalışıyor olabilir; bu şubenin verisi gerçekten bu kadar büyükse Ayarlar’dan büyük yanıt sınırını yükseltin (komut satırında MENUMAP_MAX_ANSWER_MB).',
  'errors.upstream.tooDeep':
    '{op} için gelen yanıtta veri {depth, number} düzeyden daha derine iç içe geçmiş; bu servisin hiçbir yanıtı böyle değildir. Servis hatalı çalışıyor; yanıt okunmadı.',
  'errors.upstream.invalidJson':
    '{op} için gelen yanıt yarıda kesilmiş ya da geçerli JSON değil. Yeniden deneyin; sorun sürerse servis hatalı çalışıyordur.',
  'errors.upstream.wrongShape': '{op} için gelen yanıt, servisin belgelediği yapıda değil.',
  'errors.upstream.badRequest':
    'Entegrasyon servisi {op} için yapılan isteği reddetti (HTTP {status}){serverSaid, select, yes {: “{serverText}”} other {}}.',
  'errors.upstream.resultCode':
    'Entegrasyon servisi {op} için bir hata bildirdi{serverSaid, select, yes {: “{serverText}”} other {}} (ResultCode {resultCode}).',
  'errors.upstream.serverError':
    'Entegrasyon servisi {op} için gelen isteği işlerken hata verdi (HTTP {status}){serverSaid, select, yes {: “{serverText}”} other {}}.',
  'errors.upstream.badAccessKey':
    'Entegrasyon servisi AccessToken’ı (erişim anahtarı) reddetti. Bağlantı ayarlarından kontrol edin ya da satıcı firmadan yenisini isteyin.',
  'errors.upstream.accessKeyUnsendable':
    'AccessToken bir isteğin taşıyamayacağı karakterler içeriyor (bir kontrol karakteri ya da Latin-1 dışında bir harf), bu yüzden gönderilmedi. Bağlantı ayarlarına tek satır olarak yeniden yapıştırın.',
  'errors.upstream.tokenUnsendable':
    'Entegrasyon servisi, bir isteğin taşıyamayacağı karakterler içeren bir oturum anahtarı verdi; bu anahtar kullanılamaz. Satıcı firmaya bildirin.',
  'errors.upstream.badUserOrPassword':
    'Entegrasyon servisi kullanıcı adını veya parolayı reddetti. Bağlantı ayarlarından kontrol edin.',
  'errors.upstream.badSignIn':
    'Entegrasyon servisi oturum açmayı reddetti: AccessToken, kullanıcı adı ya da parola yanlış. Üçünü de bağlantı ayarlarından kontrol edin.',
  'errors.upstream.tokenRejected':
    'Entegrasyon servisi {op} için oturum anahtarını, yeni alınmış olanı bile reddetti (HTTP 401). Kullanıcının bu işleme yetkisi olmayabilir; yetkilerini satıcı firmayla kontrol edin.',
  // Bir servis hatasının teknik ayrıntısı; soket hata kodu olduğu gibi kalır.
  'errors.detail.noCompleteAnswer': '{op} için {ms} ms içinde tam yanıt gelmedi.',
  'errors.detail.httpFor': '{op}: HTTP {status}.',
  'errors.detail.connectionFailed': '{op}: {code}.',
  'errors.detail.connectionFailedNoCode': '{op}: bağlantı kurulamadı.',
  'errors.detail.socketError': 'Soket hatası {code}.',
  'errors.detail.lastAnswer': 'Son yanıt: {serverText}',
  'errors.detail.httpAttempts': '{attempts} denemeden sonra HTTP {status}.',
  'errors.detail.retryAfter': 'Retry-After: {seconds} sn.',
  'errors.detail.htmlBody': 'HTTP {status}, yanıt bir web sayfası (HTML).',
  'errors.detail.answerTooLarge': 'Yanıt {bytes} bayttan büyük.',
  'errors.detail.tooDeep': 'JSON {depth} düzeyden daha derin iç içe.',
  'errors.detail.invalidJson': 'HTTP {status}, JSON olarak okunamayan {length} karakter.',
  'errors.detail.resultCode': 'HTTP 200, ResultCode {resultCode}.',
  'errors.detail.resultCodeInside': 'HTTP {status} içinde ResultCode {resultCode}.',
  'errors.detail.tokenRefused': '/GetToken: HTTP 401.',
  'errors.detail.tokenRejectedTwice': 'Oturum belirteci bir kez yenilendikten sonra yine HTTP 401.',
  'errors.upstream.closed': 'Bu bağlantı kapatıldı; yeniden bağlanın.',
  'errors.upstream.credentialsUnavailable':
    'Bu bağlantının AccessToken’ı ve parolası okunamadı. Bağlantı ayarlarından yeniden girin.',
  'errors.input.noBranch': 'Şube kodu verilmedi.',
  'errors.input.dateFormat': 'Tarihler YYYY-AA-GG biçiminde yazılmalı.',
  'errors.input.notADate': '{value} bir tarih değil.',
  'errors.input.startAfterEnd': 'Başlangıç tarihi bitiş tarihinden sonra olamaz.',
  'errors.address.notUrl': 'Servis adresi geçerli bir URL değil (http://… ya da https://… bekleniyor).',
  'errors.address.notHttp': 'Servis adresi http:// ya da https:// ile başlamalı.',
  'errors.address.hasCredentials': 'Servis adresi kullanıcı adı veya parola içermemeli.',
  'errors.address.plainHttp':
    'Bu adres başka bir bilgisayara şifresiz http:// ile bağlanıyor: AccessToken ve parola şifrelenmeden gider. https:// kullanın ya da bunu kabul ettiğinizi onaylayın.',
  'errors.address.teamNeedsTls':
    'Başka bir bilgisayardaki ekip sunucusuna https:// ile bağlanılmalı: bu adres http:// ile başlıyor.',
  'errors.update.batchTooLarge':
    'Bir güncelleme grubunda en fazla {max, number} kayıt olabilir ({count, number} kayıt verildi).',
  'errors.update.itemIdNotWhole': 'Her kaydın ItemId’si tam sayı olmalı.',
  'errors.update.duplicateItem': 'Ürün {itemId} aynı grupta iki kez geçiyor.',
  'errors.update.codeHasSpaces': 'Ürün {itemId}: kodun başında ya da sonunda boşluk var.',
  'errors.update.invalidCode': 'Ürün {itemId}: kod geçerli bir entegrasyon kodu değil.',
  'errors.connection.notConnected': 'Bağlı değil. Bir bağlantı seçin ya da demoyu deneyin.',
  'errors.demo.startFailed': 'Demo başlatılamadı. Yeniden deneyin ya da uygulamayı yeniden başlatın.',
  'errors.profile.notFound': 'Bu bağlantı profili artık yok. Başka bir profil seçin.',
  'errors.profile.demoNotEditable': 'Demo profilini uygulama yönetir; düzenlenemez.',
  'errors.profile.noSecretsStored':
    '"{profile}" için kayıtlı AccessToken ve parola yok. Bağlantı bölümünde girip yeniden bağlanın.',
  'errors.profile.enterSecretsFirst':
    'Önce "{profile}" için AccessToken ve parolayı girin: kayıtlı değiller.',
  'errors.profile.unlockPassword': 'Salt okunur modu kapatmak için profilin şu anki parolasını girin.',
  'errors.profile.secretsRequired': 'AccessToken ve parolanın ikisini de girin.',
  'errors.profile.readOnly': 'Bu bağlantı profili salt okunur: kodlara bakabilirsiniz ama değiştiremezsiniz.',
  'errors.profile.teamViewer':
    'Ekip sunucusunda {user} izleyici rolünde: kodlara bakıp dışa aktarabilirsiniz, değiştiremezsiniz. Eşleştirici rolü için ekip yöneticisine başvurun.',
  'errors.profile.teamNoAccessToken':
    'Ekip sunucusu profili AccessToken almaz: yalnızca ekip parolanızı girin.',
  'errors.profile.trySecretsNeeded':
    'AccessToken ve parolayı girin: bağlantı kaydedilmeden önce onlarla denenir.',
  'errors.profile.untriedNotActive':
    'Denenmeden kaydedilen bir profil kullanılan bağlantı olamaz: çalışan bağlantı, başka biri yanıt verene kadar kalır.',
  'errors.checks.tooManyDays': 'Bir seferde en fazla {max, number} gün seçin ({days, number} gün istendi).',
  'errors.checks.tooManyBranchDays': 'Bir seferde çok fazla şube-gün seçildi: daha az şube ya da gün seçin.',
  'errors.checks.goneFromStore':
    '{total, number} adisyondan {missing, number} tanesi artık çevrimdışı depoda yok. Günleri yeniden yükleyin, sonra dışa aktarın.',
  'errors.file.unreadable': '"{file}" okunamadı: dosya bozuk ya da CSV veya XLSX dosyası değil.',
  'errors.file.empty': '"{file}" boş.',
  'errors.file.tooLarge':
    '"{file}" {mb, number} MB; en fazla {maxMb, number} MB’lık dosyalar okunabilir. Dosyayı daha küçük dosyalara bölün.',
  'errors.file.legacyExcel':
    '"{file}" bir Excel 97-2003 çalışma kitabı ya da parolayla korunuyor. Excel’de açıp parolasız olarak "Excel Çalışma Kitabı (.xlsx)" ya da "CSV UTF-8" biçiminde kaydedin.',
  'errors.file.fakeXlsx': '"{file}" adı Excel çalışma kitabı gibi ama öyle değil: dosya bozuk olabilir.',
  'errors.file.binary':
    '"{file}" ikili (binary) bir dosyaya benziyor; CSV metni ya da XLSX çalışma kitabı değil.',
  'errors.file.noWorksheet': '"{file}" içinde çalışma sayfası yok.',
  'errors.file.noRows': '"{file}" içinde satır yok.',
  'errors.file.tooManyRows':
    '"{file}" {rows, number} satır içeriyor; bir seferde en fazla {max, number} satır okunabilir. Dosyayı daha küçük dosyalara bölün.',
  'errors.file.moreRowsThan':
    '"{file}" {max, number} satırdan fazla içeriyor; bir seferde en fazla {max, number} satır okunabilir. Dosyayı daha küçük dosyalara bölün.',
  'errors.file.cellTooLarge':
    '"{file}": {row, number}. satır, {column} sütunundaki hücre {kb, number} KB’tan büyük. Eşleştirme dosyası yalnızca kısa değerler içerir.',
  'errors.file.unclosedQuote':
    '"{file}": {row, number}. satırda başlayan tırnaklı bir hücre hiç kapanmıyor (bir " eksik), bu yüzden dosyanın geri kalanı okunamıyor.',
  'errors.file.damagedXlsx': '"{file}" okunabilir bir XLSX çalışma kitabı değil: bozuk ya da eksik olabilir.',
  'errors.file.unzippedTooLarge':
    '"{file}" açıldığında çok büyük ({mb, number} MB’tan fazla). Yalnızca gerekli sütunları bırakın, dosyayı bölün ya da CSV olarak kaydedin.',
  'errors.file.passwordProtected':
    '"{file}" parolayla korunuyor. Excel’de parolayı kaldırıp yeniden deneyin.',
  'errors.file.tooManyCells':
    '"{file}" {max, number} hücreden fazla içeriyor. Eşleştirme dosyasında ürün başına birkaç sütun yeter: yalnızca gerekli sütunları bırakın, dosyayı bölün ya da CSV olarak kaydedin.',
  'errors.file.tooManyMerges':
    '"{file}" {max, number} taneden fazla birleştirilmiş hücre aralığı içeriyor. Hücrelerin birleştirmesini kaldırın ya da dosyayı CSV olarak kaydedin.',
  'errors.file.tooManyTexts':
    '"{file}" {max, number} taneden fazla metin içeriyor. Eşleştirme dosyasında ürün başına birkaç sütun yeter: yalnızca gerekli sütunları bırakın, dosyayı bölün ya da CSV olarak kaydedin.',
  'errors.file.textTooLarge':
    '"{file}" açıldığında {mb, number} MB’tan fazla metin içeriyor: yalnızca gerekli sütunları bırakın, dosyayı bölün ya da CSV olarak kaydedin.',
  'errors.file.readOutOfMemory':
    '"{file}" okunurken {mb, number} MB’tan fazla bellek gerekti, okuma durduruldu. Yalnızca gerekli sütunları bırakın, dosyayı bölün ya da CSV olarak kaydedin.',
  'errors.file.readTookTooLong':
    '"{file}" {seconds, number} sn içinde okunamadı, okuma durduruldu. Yalnızca gerekli sütunları bırakın, dosyayı bölün ya da CSV olarak kaydedin.',
  'errors.file.notMapping':
    '"{file}" bir eşleştirme dosyası değil: {missing, select, id {bir ItemId ya da ItemNo sütunu} code {bir IntegrationCode sütunu} other {bir ItemId ya da ItemNo sütunu ve bir IntegrationCode sütunu}} gerekli. Bulunan sütunlar: {columns}. Beklenen başlıklar: ItemId ve/veya ItemNo, IntegrationCode (isteğe bağlı: Name, Ignored).',
  'errors.file.notCatalogue':
    '"{file}" bir ürün kataloğu değil: bir kod sütunu ve bir ad sütunu gerekli. Bulunan sütunlar: {columns}. Beklenen başlıklar: Ürün Kodu (ya da Code, Product Code), Ürün Adı (ya da Name, Product Name), isteğe bağlı Grup (ya da Group, Category).',
  'errors.branch.unknown': '{branch} kodu, bu servisin listelediği {count, number} şube arasında yok.',
  'errors.items.notLoaded': '{branch} şubesinin ürünleri henüz yüklenmedi.',
  'errors.items.notLoadedOpen': '{branch} şubesinin ürünleri henüz yüklenmedi. Önce şubeyi açın.',
  'errors.draft.unknownItems':
    'Düzenlenen {count, plural, other {# ürün}} bu şubenin ürünleri arasında yok (ilki: ItemId {itemId}). Ürünleri yeniden yükleyip tekrar deneyin.',
  'errors.draft.codeTooLong':
    'ItemId {itemId} için girilen kod {length, number} karakter uzunluğunda; bu bir entegrasyon kodu değil.',
  'errors.copy.sourceBranch': 'Bu, kaynak şube.',
  'errors.submit.batchSize': 'Grup boyutu 1 ile {max, number} arasında bir tam sayı olmalı.',
  'errors.submit.notFound': 'Bu bağlantının geçmişinde {id} numaralı gönderim yok.',
  'errors.submit.branchBusy':
    '{branch} şubesi için bir gönderim hâlâ sürüyor. Bitmesini bekleyin ya da önce iptal edin.',
  'errors.submit.engineClosing': 'Eşleştirme motoru kapanıyor.',
  'errors.submit.invalidCodes':
    '{count, plural, other {# düzenlemenin}} kodu geçersiz (ilki: ItemId {itemId}, "{code}"). Hiçbir şey gönderilmedi.',
  'errors.submit.nothingToSend':
    'Gönderilecek bir şey yok.{unchanged, plural, =0 {} other { # düzenleme serviste zaten aynı.}}{kept, plural, =0 {} other { # çakışmada sunucudaki kod korundu ve düzenleme taslaktan çıkarıldı.}}{refused, plural, =0 {} other { # geçersiz kodun önce düzeltilmesi gerekiyor.}}',
  'errors.submit.emptyDraft': '{branch} şubesinin taslağında gönderilecek düzenleme yok.',
  'errors.submit.sentElsewhere': 'Bu gönderim başka bir pencere ya da işlem tarafından gönderiliyor.',
  'errors.submit.complete': 'Gönderilecek bir şey kalmadı: bu gönderim tamamlandı.',
  'errors.submit.completeWithProblems':
    'Gönderilecek bir şey kalmadı: her gruba yanıt geldi. {problems, plural, other {# kayıt}} reddedildi ya da doğrulamada farklı çıktı; bunları taslakta düzeltip yeniden gönderin.',
  'errors.submit.conflicts':
    'Siz düzenledikten sonra serviste {count, plural, other {# ürün}} değişti (ilki: {item}, şimdi "{live}"). Göndermeden önce her biri için "sunucudakini koru" ya da "üzerine yaz" seçin.',
  'errors.submit.unconfirmedClears':
    '{count, plural, other {# ürünün}} entegrasyon kodu silinecek. Göndermek için silmeleri onaylayın ya da bunları taslaktan çıkarın.',
  'errors.revert.branchBusy': '{branch} şubesi için bir gönderim hâlâ sürüyor.',
  'errors.revert.nothing': 'Geri alınacak bir şey yok: bu gönderimin hiçbir kaydı servise ulaşmadı.',
  // Servisin gönderip okunamayan kayıtların nedeni (UnreadableRecord.reasonSaid).
  'errors.unreadable.missing': '{field} alanı yok',
  'errors.unreadable.notList': '{field}: {value} bir liste değil',
  'errors.unreadable.notNumber': '{field}: {value} bir sayı değil',
  'errors.unreadable.notWholeNumber': '{field}: {value} bir tam sayı değil',
  'errors.unreadable.notBoolean': '{field}: {value} evet/hayır (true/false) değil',
  'errors.unreadable.notObject':
    '{what, select, check {Adisyon} line {Satır} payment {Ödeme} discount {İndirim} other {Ürün}} kaydı bir nesne değil: {value}',
  'errors.unreadable.notDate': '{field}: {value} bir tarih değil',
  'errors.unreadable.notDateTime': '{field}: {value} bir tarih ve saat değil',
  'errors.unreadable.ambiguousDate':
    '{field}: {value} gün/ay da olabilir ay/gün de; yanıtta hangisi olduğunu gösteren bir şey yok',
  'errors.unreadable.dateNeedsZone':
    '{field}: {value} saat dilimi belirtilmemiş bir an; hangi güne ait olduğu bilinemez (saat dilimini profilde belirtin)',
  'errors.unreadable.ambiguousNumber':
    '{field}: {value} içindeki nokta ya da virgül binlik ayırıcı da olabilir ondalık ayırıcı da',
  'errors.unreadable.notCode': '{field}: {value} bir kod değil',
  'errors.unreadable.lineUnnamed': 'Satırda ItemId, ItemNo ya da Name yok',
  'errors.unreadable.lineNoAmount': 'Satırda Total ya da Price yok',
  'errors.unreadable.amountOverflow': 'Tutarlar hesaplanamayacak kadar büyük ya da küçük',
  'errors.unreadable.noAmount': 'Tutar yok (Amount ya da bilinen başka bir ad)',
  // Servis kontrolünün bulguları.
  'errors.doctor.title.branches': 'Şube listesi nasıl geliyor?',
  'errors.doctor.title.dateRule': 'GetChecks’in end_date günü yanıta dahil mi?',
  'errors.doctor.title.businessDate': 'BusinessDate nasıl yazılıyor?',
  'errors.doctor.title.checkKind': 'Adisyonun türü (satış, tahsilat, gider) nereden anlaşılıyor?',
  'errors.doctor.title.payments': 'Ödemeler hangi adlarla geliyor?',
  'errors.doctor.title.discounts': 'İndirimler hangi adlarla geliyor?',
  'errors.doctor.title.lines': 'Adisyon satırının miktarı, fiyatı ve tutarı hangi adlarla geliyor?',
  'errors.doctor.title.dateForms': 'Tarihler ve saatler nasıl yazılıyor?',
  'errors.doctor.title.valueTypes': 'Kimlikler ve tutarlar JSON sayısı mı?',
  'errors.doctor.title.numberForms': 'Tutarlar ve miktarlar nasıl yazılıyor?',
  'errors.doctor.title.items': 'Ürün listesi kimlikleri ve eşleşmemiş kodları nasıl yazıyor?',
  'errors.doctor.title.errors': 'Hatalar nasıl bildiriliyor: HTTP durumu mu, ResultCode mu?',
  'errors.doctor.title.throttling':
    'Yavaşlatma, ne zaman yeniden denenebileceğini (Retry-After) söylüyor mu?',
  'errors.doctor.title.token': 'Bir oturum anahtarı (token) ne kadar geçerli?',
  'errors.doctor.notReached':
    'Kontrol {call, select, probe {bilinmeyen şube denemesine} other {{call} çağrısına}} kadar gelemedi.',
  'errors.doctor.callFailed':
    '{call, select, probe {Bilinmeyen şube denemesi} other {{call} çağrısı}} başarısız oldu:',
  'errors.doctor.noChecks': 'Hiç adisyon görülmedi.',
  'errors.doctor.nothingToAdjust': 'Ayarlanacak bir şey yok.',
  'errors.doctor.readsNamesAsIs': 'Uygulama bu adları olduğu gibi okur.',
  'errors.doctor.branches.unreadable':
    'GetBranches ne bir liste ne de kodlu şubelerden oluşan bir liste içeren bir zarf döndürdü.',
  'errors.doctor.branches.unreadableApp':
    'Şube listesi olmadan uygulama şubeleri gösteremez; destek dosyasını sağlayıcıya gönderin.',
  'errors.doctor.branches.seen':
    '{count, plural, other {# şube}}, {shape, select, bare {düz bir JSON dizisi olarak} other {zarfın Data alanında}}; her birinin kodu "{field}" alanında.',
  'errors.doctor.branches.app': 'Uygulama iki biçimi de, iki kod alanını da (Code ya da branchCode) okur.',
  'errors.doctor.dateRule.inclusive':
    '{day}..{day} soruldu: {sameCount, plural, other {# adisyon}}; {day}..{next}: {nextCount, plural, other {# adisyon}} (bunlardan {after, number} tanesinin tarihi {day} sonrası). end_date dahil: başlangıç = bitiş o günü döndürür.',
  'errors.doctor.dateRule.inclusiveApp':
    'Uygulama bir günü başlangıç = bitiş olarak sorar ve BusinessDate’i o gün olan adisyonları alır.',
  'errors.doctor.dateRule.exclusive':
    '{day}..{day} soruldu: {sameCount, plural, other {# adisyon}}; {day}..{next}: {nextCount, plural, other {# adisyon}}, hepsi {day} tarihli. end_date hariç: başlangıç = bitiş hiçbir şey döndürmez, D günü D..D+1 olarak sorulmalı.',
  'errors.doctor.dateRule.exclusiveApp':
    'Uygulama her D gününü D..D+1 olarak sorar ve yalnızca BusinessDate’i D olanları alır; böylece gün eksiksiz olur. Kural bilinmedikçe boş bir geçmiş gün kesin sayılmaz.',
  'errors.doctor.dateRule.noChecks':
    'Denenen günlerde ({days}) iki yoldan da adisyon gelmedi; kural anlaşılamadı.',
  'errors.doctor.dateRule.unknownApp':
    'Kural bilinene kadar uygulama her günü yanıt iki durumda da eksiksiz olacak şekilde sorar (D..D+1, BusinessDate’i D olanlar) ve boş bir geçmiş günü kesin saymaz.',
  'errors.doctor.businessDate.noneKnown':
    '{count, plural, other {# adisyonun}} hiçbirinde BusinessDate bilinen bir biçimde değildi.',
  'errors.doctor.businessDate.unknownApp':
    'BusinessDate’i okunamayan bir adisyon olduğu gibi saklanır ve okunamayan olarak sayılır, asla atılmaz; yanıtının günleri eksiktir: yeniden alınır, asla kesin kabul edilmez.',
  'errors.doctor.businessDate.seen':
    '{format} biçiminde (örneğin "{example}"){unreadable, plural, =0 {} other {; # adisyonunki okunamadı}}.',
  'errors.doctor.businessDate.app':
    'Uygulama ISO tarih ve saatlerini (saat farkıyla ya da farksız), /Date(ms)/, epoch saniye ya da milisaniyeyi, dd.MM.yyyy, dd/MM/yyyy ve yyyyMMdd biçimlerini aynı şekilde okur; okuyamadığı bir BusinessDate yanıtının günlerini eksik yapar, bu günler asla kesin kabul edilmez.',
  'errors.doctor.kind.noField': 'Bilinen alanların hiçbiri ({fields}, ...) adisyonlarda yok.',
  'errors.doctor.kind.unknownApp':
    'Türü anlaşılamayan bir adisyon "türü bilinmiyor" olur: ayrı gösterilir ve sayılır, satışlara eklenmez.',
  'errors.doctor.kind.seen': '"{field}" alanıyla: {values}.',
  'errors.doctor.kind.specApp': 'Uygulama CheckType alanını belgede adlandırıldığı gibi okur.',
  'errors.doctor.kind.otherApp':
    'Uygulama "{field}" alanını ve bu değerleri tanır; bilmediği bir değer adisyonu satış değil, "türü bilinmiyor" yapar.',
  'errors.doctor.fields.none':
    'Görülen adisyonlarda hiç {what, select, payment {ödeme} other {indirim}} yok.',
  'errors.doctor.fields.seen':
    '{count, plural, other {#}} {what, select, payment {ödeme} other {indirim}}, alanları: {keys}. {what, select, payment {Ödeme türü} other {İndirim adı}} {type, select, none {bilinen bir alanda değil} other {"{type}" alanında}}, tutar {amount, select, none {bilinen bir alanda değil} other {"{amount}" alanında}}.',
  'errors.doctor.fields.noAmountApp':
    'Uygulama burada {what, select, payment {ödeme} other {indirim}} tutarlarını okuyamaz: {what, select, payment {ödemeleri} other {indirimleri}} okunamayan bir satış yanlış alarm vermek yerine bunu söyler. Profilde bir alan eşlemesiyle alan adı belirtilebilir.',
  'errors.doctor.fields.proposedApp':
    'Uygulama bu adları tanır; kontrol bunları bu profilin alan eşlemeleri olarak önerir.',
  'errors.doctor.lines.none': 'Hiç adisyon satırı görülmedi.',
  'errors.doctor.lines.seen':
    'Miktar {quantity, select, none {bilinen bir alanda değil} other {"{quantity}" alanında}}, fiyat {price, select, none {bilinen bir alanda değil} other {"{price}" alanında}}, tutar {total, select, none {bilinen bir alanda değil} other {"{total}" alanında}}{nullCondiments, plural, =0 {} other {; {lines, number} satırdan # tanesinde Condiments null (yok)}}.',
  'errors.doctor.lines.proposedApp':
    'Uygulama bu adları (ve boş liste için null’u) tanır; kontrol bunları bu profilin alan eşlemeleri olarak önerir.',
  'errors.doctor.valueTypes.numbers': 'Kimlikler, sayılar ve tutarlar JSON sayısı; IsReturn true/false.',
  'errors.doctor.valueTypes.numbersApp': 'Uygulama bunları olduğu gibi okur.',
  'errors.doctor.valueTypes.text':
    '{fields, select, none {Sayılar JSON sayısı} other {{fields} metin olarak geliyor (örneğin "{example}")}}{flags, select, yes {; IsReturn 0/1 olarak geliyor} other {}}.',
  'errors.doctor.valueTypes.textApp':
    'Uygulama metin olarak yazılmış bir sayıyı ve evet/hayır için 0/1’i aynı değer olarak okur.',
  'errors.doctor.dateForms.noneKnown':
    '{count, plural, other {# adisyonun}} hiçbirinde bilinen bir biçimde tarih ya da saat yoktu.',
  'errors.doctor.dateForms.seen':
    'Alanlara göre biçimler: {fields}{unreadable, plural, =0 {} other {; # değer bilinen bir biçimde değil}}.',
  'errors.doctor.dateForms.unreadableApp':
    'İş günü okunamayan bir adisyon olduğu gibi saklanır ve sayılır; yanıtının günleri eksiktir: yeniden alınır, asla kesin kabul edilmez. Okunamayan bir açılış ya da kapanış saati gönderildiği gibi gösterilir.',
  'errors.doctor.dateForms.isoApp': 'Uygulama bu ISO biçimlerini olduğu gibi okur.',
  'errors.doctor.dateForms.otherApp':
    'Uygulama bu biçimleri ISO yazılışlarıyla aynı gün ve saat olarak okur; /Date(ms±hhmm)/ kendi saat farkıyla, saat farkı olmayan bir biçim Türkiye saatiyle.',
  'errors.doctor.numberForms.seen':
    'Tutarlar {amounts, select, number {JSON sayısı olarak} text {metin olarak, tam sayı (örneğin "{amountExample}")} textPoint {metin olarak, ondalık noktayla (örneğin "{amountExample}")} textComma {metin olarak, ondalık virgülle (örneğin "{amountExample}")} other {görülmedi}}; miktarlar {quantities, select, number {JSON sayısı olarak} text {metin olarak, tam sayı (örneğin "{quantityExample}")} textPoint {metin olarak, ondalık noktayla (örneğin "{quantityExample}")} textComma {metin olarak, ondalık virgülle (örneğin "{quantityExample}")} other {görülmedi}}{unreadable, plural, =0 {} other {; # değer sayı olarak okunamadı}}.',
  'errors.doctor.numberForms.textApp':
    'Uygulama metin olarak yazılmış bir sayıyı, ondalık noktalı ya da ondalık virgüllü (binlerde nokta ya da virgülle) aynı değer olarak okur; okuyamadığı bir değer gönderildiği gibi saklanır ve sayılır, asla sıfır sayılmaz.',
  'errors.doctor.items.none': 'Şubede hiç ürün yok.',
  'errors.doctor.items.seen':
    '{count, plural, other {# ürün}}; ItemId {itemId, select, text {metin} other {sayı}}, ItemNo {itemNo, select, number {sayı} other {metin}} olarak; eşleşmemiş kod {unmapped, select, null {null} other {""}} olarak yazılıyor ({unmappedCount, number}).',
  'errors.doctor.items.plainApp': 'Uygulama listeyi olduğu gibi okur.',
  'errors.doctor.items.app': 'Uygulama kimlikleri sayı ya da metin olarak, null’u "eşleşmemiş" olarak okur.',
  'errors.doctor.errors.bothApp': 'Uygulama iki yolu da aynı şekilde ele alır.',
  'errors.doctor.errors.httpStatus':
    'Bilinmeyen bir şube soruldu: HTTP {status}{resultCode, select, none {} other {, ResultCode {resultCode}}}{serverSaid, select, yes { ("{serverText}")} other {}}.',
  'errors.doctor.errors.httpStatusApp':
    'Uygulama HTTP durumunu ve HTTP 200 içindeki bir ResultCode’u aynı şekilde okur.',
  'errors.doctor.errors.resultCode':
    'Bilinmeyen bir şube soruldu: HTTP {status}, ResultCode {resultCode}{serverSaid, select, yes { ("{serverText}")} other {}}. Hatalar HTTP 200 içinde geliyor.',
  'errors.doctor.errors.resultCodeApp':
    'Uygulama HTTP 200 içindeki 401, 429 ve 5xx ResultCode’larını o durum kodları gibi ele alır (anahtarı yeniler, bekleyip yeniden dener); başka her ResultCode’u mesajıyla birlikte hata sayar.',
  'errors.doctor.errors.none':
    'Bilinmeyen bir şube soruldu, servis HTTP {status} ve ResultCode {resultCode} ile yanıt verdi: hata yok.',
  'errors.doctor.errors.noneApp':
    'Uygulama burada hatayı veriden ayıramaz; destek dosyasını sağlayıcıya gönderin.',
  'errors.doctor.throttling.seen': 'Servis kontrolü yavaşlattı:',
  'errors.doctor.throttling.app':
    'Uygulama Retry-After ne diyorsa o kadar bekler, yoksa aralığı açarak yeniden dener; bu kullanıcının tüm istekleri bekler.',
  'errors.doctor.throttling.notSeen':
    'Henüz görülmedi: kontrol sınırların içinde kalır ve yavaşlatmaya yol açmaz.',
  'errors.doctor.throttling.notSeenApp':
    'Uygulama Retry-After verildiyse o kadar bekler, yoksa aralığı açarak yeniden dener (HTTP 200 içindeki 429 için de).',
  'errors.doctor.token.noExpiry': 'GetToken bir ExpireDate vermedi.',
  'errors.doctor.token.noExpiryApp': 'Uygulama, servis anahtarı reddettiğinde anahtarı yeniler.',
  'errors.doctor.token.unknownFormat': 'ExpireDate "{expire}" uygulamanın bilmediği bir biçimde.',
  'errors.doctor.token.unknownFormatApp': 'Uygulama, servis anahtarı reddettiğinde (401) anahtarı yeniler.',
  'errors.doctor.token.seen':
    'ExpireDate "{expire}" ({format}){zoned, select, yes {} other { (saat dilimi yok: Türkiye saati olarak okundu)}}: şu andan itibaren yaklaşık {amount, plural, other {#}} {unit, select, hours {saat} other {dakika}}.',
  'errors.doctor.token.app':
    'Uygulama anahtarı süresi dolmadan kısa süre önce, servis reddederse de hemen yeniler.',
  // Eşleştirme dosyasının kullanılamayan satırları (içe aktarma raporu).
  'errors.import.replacedRow':
    '{row}. satır ve {laterRow}. satır aynı ürün için: {itemId} (ItemNo {itemNo}, "{name}"); {laterRow}. satır kullanılır.',
  'errors.import.otherItemId':
    'ItemId {itemId} bu şubede ItemNo {itemNo} ("{name}"), ama satırda ItemNo {rowItemNo} yazıyor: dosya başka bir şubeden olabilir. ItemNo ile eşleştirmek için ItemId sütununu kaldırın.',
  'errors.import.noItemIdOrNo': 'Satırda ne ItemId ne de ItemNo var.',
  'errors.import.ambiguousItemNo':
    'ItemNo {itemNo} bu şubede {count, plural, other {# ürüne}} ait; hangisi olduğunu belirtmek için bir ItemId sütunu ekleyin.',
  // Sözleşmenin reddettiği bir istek: ilk zod sorunu (alan, sorun), değerin kendisi asla.
  'errors.input.invalidRequest':
    'Geçersiz istek: {field, select, none {istek} other {{field}}} {problem, select, invalid_type {{expected, select, string {metin} number {sayı} boolean {evet/hayır} array {liste} object {nesne} other {{expected}}} olmalı} too_small {çok {origin, select, string {kısa (en az {limit} karakter)} array {kısa (en az {limit} öğe)} other {küçük (en az {limit})}}} too_big {çok {origin, select, string {uzun (en fazla {limit} karakter)} array {uzun (en fazla {limit} öğe)} other {büyük (en fazla {limit})}}} invalid_format {beklenen biçimde değil} invalid_value {izin verilen değerlerden biri değil} unrecognized_keys {uygulamanın bilmediği alanlar içeriyor} not_multiple_of {kabul edilen bir kat değil} other {geçerli değil}}{more, plural, =0 {} other { (ve # sorun daha)}}.',
};
