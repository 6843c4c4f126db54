/** Accounts (companies on credit), delivery customers, staff and suppliers of the demo chain. */
export type Account = { name: string; taxNumber: string; taxOffice: string; address: string };

export const ACCOUNTS: readonly Account[] = [
  {
    name: 'Akdeniz Lojistik A.Ş.',
    taxNumber: '0120456789',
    taxOffice: 'Kozyatağı',
    address: 'İçerenköy Mah. Değirmenyolu Cad. No:28 Kat:4',
  },
  {
    name: 'Boğaziçi Yazılım Ltd. Şti.',
    taxNumber: '1790334512',
    taxOffice: 'Beşiktaş',
    address: 'Levent Mah. Büyükdere Cad. No:185',
  },
  {
    name: 'Ege Tekstil San. ve Tic. A.Ş.',
    taxNumber: '3250087743',
    taxOffice: 'Karşıyaka',
    address: 'Atatürk Organize San. Böl. 10003 Sok. No:7',
  },
  {
    name: 'Kuzey Sigorta Aracılık Hizmetleri',
    taxNumber: '5880012937',
    taxOffice: 'Maslak',
    address: 'Maslak Mah. Eski Büyükdere Cad. No:1',
  },
  {
    name: 'Marmara İnşaat Taahhüt Ltd.',
    taxNumber: '6130458820',
    taxOffice: 'Nilüfer',
    address: 'Görükle Mah. Üniversite Cad. No:52',
  },
  {
    name: 'Özdemir Hukuk Bürosu',
    taxNumber: '6980123345',
    taxOffice: 'Çankaya',
    address: 'Kavaklıdere Mah. Tunalı Hilmi Cad. No:88/5',
  },
  {
    name: 'Çelik Mimarlık ve Tasarım',
    taxNumber: '2270456611',
    taxOffice: 'Konak',
    address: 'Alsancak Mah. 1453 Sok. No:12',
  },
  {
    name: 'Güneş Eczanesi',
    taxNumber: '3960772104',
    taxOffice: 'Muratpaşa',
    address: 'Fener Mah. Tekelioğlu Cad. No:40',
  },
  {
    name: 'Şahin Oto Servis',
    taxNumber: '7990543218',
    taxOffice: 'Şahinbey',
    address: 'Sanayi Mah. 60247 Nolu Cad. No:15',
  },
  {
    name: 'İpek Yolu Turizm A.Ş.',
    taxNumber: '4780210093',
    taxOffice: 'Bodrum',
    address: 'Yalıkavak Mah. Çökertme Cad. No:3',
  },
];

export const CUSTOMERS: readonly string[] = [
  'Ayşe Yılmaz',
  'Mehmet Kaya',
  'Zeynep Demir',
  'Emre Şahin',
  'Elif Çelik',
  'Burak Öztürk',
  'Selin Aydın',
  'Can Arslan',
  'Gülşen Doğan',
  'İbrahim Koç',
  'Şeyma Kılıç',
  'Oğuzhan Yıldız',
  'Büşra Aktaş',
  'Çağrı Erdoğan',
  'Ümit Güneş',
];

export const STREETS: readonly string[] = [
  'Cumhuriyet Cad.',
  'İstiklal Sok.',
  'Gül Sok.',
  'Atatürk Blv.',
  'Menekşe Sok.',
  'Şehit Öğretmen Sok.',
  'Bağdat Cad.',
  'Çınar Sok.',
  'Hürriyet Cad.',
  'Özgürlük Sok.',
];

export const WAITERS: readonly string[] = [
  'Ahmet K.',
  'Mustafa D.',
  'Fatma Y.',
  'Hüseyin Ö.',
  'Merve A.',
  'Yusuf Ç.',
  'Esra Ş.',
  'Oğuz T.',
  'Derya İ.',
  'İlker G.',
];

/** [payee, what was bought, typical amount in TRY] */
export const EXPENSES: readonly (readonly [string, string, number])[] = [
  ['Aygaz Bayi', 'Tüp gaz (2 adet)', 1900],
  ['Manav Hasan', 'Sebze meyve alımı', 1450],
  ['Metro Market', 'Temizlik malzemesi', 980],
  ['Kasap Şükrü', 'Acil kıyma alımı', 2600],
  ['Fırıncı Ömer', 'Ekmek (günlük)', 640],
  ['Kırtasiye Işık', 'Adisyon kağıdı ve kalem', 320],
  ['Buz Dünyası', 'Buz (torba)', 450],
  ['Personel', 'Personel avansı', 2000],
  ['Taksi', 'Kurye taksi ücreti', 280],
  ['Tamirci Cengiz', 'Bulaşık makinesi tamiri', 3500],
];

export const CARD_BRANDS: readonly string[] = ['Visa', 'Mastercard', 'Troy', 'American Express'];
