import type { common as english } from '../en/common';
import type { Translation } from '../translation';

export const common: Translation<typeof english> = {
  'common.skipToMain': 'Ana içeriğe geç',
  'common.starting': 'Başlatılıyor',
  'common.startFailed': 'Uygulama başlatılamadı',
  'common.tryAgain': 'Tekrar dene',
  'common.never': 'hiç',
  'common.justNow': 'az önce',
  'common.cancel': 'İptal',
  'common.close': 'Kapat',
  'common.save': 'Kaydet',
  'common.loading': 'Yükleniyor…',
  'common.search': 'Ara',
  'common.refresh': 'Yenile',
  'common.clear': 'Temizle',
  'common.done': 'Tamam',
  'common.back': 'Geri',
  'common.details': 'Ayrıntılar',
  'common.copy': 'Kopyala',
  'common.remove': 'Kaldır',
  'common.edit': 'Düzenle',
};
