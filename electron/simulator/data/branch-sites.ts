/**
 * The demo chain: "Anadolu Sofrası", a restaurant chain with branches across Turkey. Addresses
 * follow the Turkish postal format (Mahalle, Cadde, No, postcode District/City).
 */
export type Site = {
  name: string;
  city: string;
  address: string;
  /** Price level against the chain's list price (city centres and resorts charge more). */
  priceFactor: number;
  /** Relative number of checks a day. */
  traffic: number;
  /** Revenue centres (OutletInfo) of the branch. */
  outlets: readonly string[];
  /** Tourist areas sell more of the foreign-language menu. */
  touristic: boolean;
};

export const SITES: readonly Site[] = [
  {
    name: 'Kadıköy Moda',
    city: 'İstanbul',
    address: 'Caferağa Mah. Moda Cad. No:112, 34710 Kadıköy/İstanbul',
    priceFactor: 1.1,
    traffic: 1,
    outlets: ['Restoran', 'Kafe', 'Şarküteri'],
    touristic: false,
  },
  {
    name: 'Beşiktaş Çarşı',
    city: 'İstanbul',
    address: 'Sinanpaşa Mah. Ortabahçe Cad. No:27, 34353 Beşiktaş/İstanbul',
    priceFactor: 1.1,
    traffic: 0.95,
    outlets: ['Restoran', 'Bar'],
    touristic: false,
  },
  {
    name: 'Nişantaşı',
    city: 'İstanbul',
    address: 'Teşvikiye Mah. Abdi İpekçi Cad. No:48, 34365 Şişli/İstanbul',
    priceFactor: 1.25,
    traffic: 0.7,
    outlets: ['Restoran', 'Teras'],
    touristic: true,
  },
  {
    name: 'Ankara Kızılay',
    city: 'Ankara',
    address: 'Kızılay Mah. Atatürk Blv. No:131, 06420 Çankaya/Ankara',
    priceFactor: 1,
    traffic: 0.9,
    outlets: ['Restoran', 'Kafe'],
    touristic: false,
  },
  {
    name: 'İzmir Alsancak',
    city: 'İzmir',
    address: 'Alsancak Mah. Kıbrıs Şehitleri Cad. No:85, 35220 Konak/İzmir',
    priceFactor: 1.05,
    traffic: 0.85,
    outlets: ['Restoran', 'Bahçe'],
    touristic: true,
  },
  {
    name: 'Bursa Özlüce',
    city: 'Bursa',
    address: 'Özlüce Mah. Ertuğrulgazi Cad. No:14, 16285 Nilüfer/Bursa',
    priceFactor: 0.95,
    traffic: 0.6,
    outlets: ['Restoran'],
    touristic: false,
  },
  {
    name: 'Antalya Lara',
    city: 'Antalya',
    address: 'Güzeloba Mah. Lara Cad. No:302, 07230 Muratpaşa/Antalya',
    priceFactor: 1.15,
    traffic: 0.8,
    outlets: ['Restoran', 'Havuz Bar', 'Teras'],
    touristic: true,
  },
  {
    name: 'Eskişehir Odunpazarı',
    city: 'Eskişehir',
    address: 'Paşa Mah. Atatürk Cad. No:9, 26010 Odunpazarı/Eskişehir',
    priceFactor: 0.9,
    traffic: 0.5,
    outlets: ['Restoran'],
    touristic: false,
  },
  {
    name: 'Gaziantep Bey',
    city: 'Gaziantep',
    address: 'Bey Mah. Şehit Kâmil Cad. No:33, 27010 Şahinbey/Gaziantep',
    priceFactor: 0.85,
    traffic: 0.65,
    outlets: ['Restoran', 'Tatlıcı'],
    touristic: false,
  },
  {
    name: 'Trabzon Meydan',
    city: 'Trabzon',
    address: 'Kemerkaya Mah. Uzun Sok. No:41, 61100 Ortahisar/Trabzon',
    priceFactor: 0.9,
    traffic: 0.45,
    outlets: ['Restoran'],
    touristic: false,
  },
  {
    name: 'Bodrum Marina',
    city: 'Muğla',
    address: 'Kumbahçe Mah. Neyzen Tevfik Cad. No:158, 48400 Bodrum/Muğla',
    priceFactor: 1.35,
    traffic: 0.55,
    outlets: ['Restoran', 'Beach Bar'],
    touristic: true,
  },
  {
    name: 'İzmit Yürüyüş Yolu',
    city: 'Kocaeli',
    address: 'Karabaş Mah. Hürriyet Cad. No:66, 41040 İzmit/Kocaeli',
    priceFactor: 0.95,
    traffic: 0.5,
    outlets: ['Restoran', 'Kafe'],
    touristic: false,
  },
  {
    name: 'Adana Seyhan',
    city: 'Adana',
    address: 'Reşatbey Mah. Atatürk Cad. No:58, 01120 Seyhan/Adana',
    priceFactor: 0.85,
    traffic: 0.6,
    outlets: ['Restoran'],
    touristic: false,
  },
  {
    name: 'Konya Selçuklu',
    city: 'Konya',
    address: 'Feritpaşa Mah. Kule Cad. No:8, 42060 Selçuklu/Konya',
    priceFactor: 0.85,
    traffic: 0.5,
    outlets: ['Restoran'],
    touristic: false,
  },
  {
    name: 'Çanakkale Kordon',
    city: 'Çanakkale',
    address: 'Cevatpaşa Mah. Kayserili Ahmet Paşa Cad. No:24, 17100 Merkez/Çanakkale',
    priceFactor: 0.95,
    traffic: 0.45,
    outlets: ['Restoran', 'Bahçe'],
    touristic: true,
  },
  {
    name: 'Samsun Atakum',
    city: 'Samsun',
    address: 'Atakent Mah. Atatürk Blv. No:173, 55200 Atakum/Samsun',
    priceFactor: 0.9,
    traffic: 0.45,
    outlets: ['Restoran'],
    touristic: false,
  },
];
