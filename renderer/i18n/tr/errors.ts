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
};
