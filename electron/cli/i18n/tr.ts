import type { CliWords, DaysDone, SubmitLine } from './en';

/**
 * The CLI's own lines in Turkish (en.ts says which and why). Codes, file names and option names are
 * followed by a noun (şube, dosya, seçenek) so no suffix has to agree with them. Turkish counts take
 * the singular ("3 adisyon").
 */
const range = (from: string, to: string) => (from === to ? from : `${from}..${to}`);
const AGAIN = 'bir sonraki çalıştırmada yeniden alınır';

const STATES: Record<SubmitLine['state'], string> = {
  running: 'gönderiliyor',
  verifying: 'doğrulanıyor',
  done: 'tamamlandı',
  partial: 'kısmen tamamlandı',
  failed: 'başarısız',
  cancelled: 'iptal edildi',
};

export const tr: CliWords = {
  unknownCommand: (name: string) =>
    `menumap: "${name}" diye bir komut yok. Liste için "menumap --help" çalıştırın.`,
  failed: (command: string, message: string) => `menumap ${command}: ${message}`,
  seeHelp: (command: string) => `Seçenekleri için "menumap ${command} --help" çalıştırın.`,
  seeBranches: 'Servisin listelediği şube kodları için "menumap branches" çalıştırın.',
  unknownOption: (option: string, suggestion: string | null) =>
    `Bilinmeyen seçenek: ${option}.${suggestion === null ? '' : ` ${suggestion} mi demek istediniz?`}`,
  needsValue: (option: string) => `${option} seçeneği bir değer ister.`,
  takesNoValue: (option: string) => `${option} seçeneği değer almaz.`,
  unexpectedArgument: (arg: string) => `Beklenmeyen bağımsız değişken: "${arg}".`,
  expectedArgument: (name: string) => `Bir ${name} bekleniyor.`,
  timeoutRange: '--timeout, 30 ile 600 arasında bir saniye sayısı olmalı.',
  required: (name: string) => `--${name} seçeneği gerekli.`,
  wholeNumber: (name: string, min: number, max: number) =>
    `--${name}, ${min} ile ${max} arasında bir tam sayı olmalı.`,
  oneOf: (name: string, choices: readonly string[], got: string) =>
    `--${name} şunlardan biri olmalı: ${choices.join(', ')} (verilen: "${got}").`,
  dateOption: (name: string) => `--${name}, YYYY-AA-GG biçiminde bir tarih olmalı.`,
  fromAfterTo: '--from tarihi --to tarihinden sonra olamaz.',
  xlsxNeedsOutput: '--format xlsx için --output DOSYA gerekli.',
  threshold: (got: string) => `--threshold, 0 ile 1 arasında bir sayı olmalı (verilen: "${got}").`,
  daysRequired: '--days seçeneği gerekli (1 ile 90 arası).',
  delimiter: (got: string) => `--delimiter ";", "," ya da tab olmalı (verilen: "${got}").`,
  decimal: (got: string) => `--decimal "," ya da "." olmalı (verilen: "${got}").`,
  bomBoth: '--bom ve --no-bom birlikte verilemez.',

  setEnvironment: (missing: readonly string[]) =>
    `Ortamda ${missing.join(', ')} değişkenlerini tanımlayın (ya da yerleşik simülatörü denemek için --demo kullanın).`,
  baseUrlNotUrl: 'POS_BASE_URL bir adres değil (beklenen: https://sunucu/yol).',
  baseUrlScheme: 'POS_BASE_URL, https:// ya da http:// ile başlamalı.',
  baseUrlCredentials: 'POS_BASE_URL kullanıcı adı ya da parola içermemeli.',
  baseUrlPlainHttp:
    'POS_BASE_URL başka bir bilgisayara şifresiz http:// kullanıyor: AccessToken ve parola şifrelenmeden gider. https:// kullanın ya da bunu kabul etmek için POS_ALLOW_PLAIN_HTTP=1 tanımlayın.',
  maxAnswerMb: 'MENUMAP_MAX_ANSWER_MB, 16 ile 4096 arasında bir tam sayı olmalı.',
  fieldNamesNotJson: 'POS_FIELD_NAMES JSON değil (beklenen: {"check.kind": "AlanAdı"}).',
  fieldNamesInvalid: (problem: string, meanings: readonly string[]) =>
    `POS_FIELD_NAMES: ${problem} (anlamlar: ${meanings.join(', ')}).`,
  demoService: (url: string) => `Demo: ${url} adresinde simüle edilmiş entegrasyon servisi`,

  fileMissing: (file: string) => `${file} dosyası yok.`,
  cannotRead: (file: string, code: string) => `${file} dosyası okunamıyor (${code}).`,
  cannotWrite: (file: string, code: string) => `${file} dosyasına yazılamıyor (${code}).`,
  wrote: (file: string) => `${file} dosyasına yazıldı.`,
  wroteChecks: (n: number, file: string) => `${n} adisyon ${file} dosyasına yazıldı.`,
  supportFileWritten: (file: string) => `Destek dosyası ${file} dosyasına yazıldı.`,

  age: (minutes: number | null) => {
    if (minutes === null) return 'bilinmeyen bir süre';
    if (minutes < 60) return `${minutes} dakika`;
    const hours = Math.floor(minutes / 60);
    if (hours < 48) return `${hours} saat`;
    return `${Math.floor(hours / 24)} gün`;
  },

  checksProgress: (done: number, total: number) => `adisyonlar: ${done}/${total} gün`,
  dayFailed: (branch: string, date: string, error: string, keptFrom: string | null) =>
    `${branch} ${date}: ${error}${keptFrom === null ? '' : ` (${keptFrom} tarihli kopya gösteriliyor)`}`,
  daysDone: (d: DaysDone) =>
    `adisyonlar: ${d.days} gün, ${d.fetched} gün servisten alındı, ${d.cached} gün çevrimdışı kayıttan` +
    `${d.failed ? `, ${d.failed} gün alınamadı (yeniden denemek için yeniden çalıştırın)` : ''}` +
    `${d.incomplete ? `, ${d.incomplete} gün eksik (bir dahaki sefere yeniden alınır)` : ''}`,
  submitProgress: (p: SubmitLine) =>
    `${STATES[p.state]}: paket ${p.batch}/${p.batches}, ${p.done}/${p.total} kayıt${p.eta === null ? '' : `, yaklaşık ${p.eta} sn kaldı`}`,
  stopping: '\nGönderilmekte olan paketten sonra duruluyor (hemen çıkmak için yeniden Ctrl-C).',

  undatedAnswer: (n: number, from: string, to: string, branch: string, why: string) =>
    `${range(from, to)} (${branch}) yanıtındaki ${n} adisyonun tarihi okunamadı; bu günler eksik ve ${AGAIN}${why ? `: ${why}` : ''}`,
  outsideAnswer: (n: number, from: string, to: string, branch: string) =>
    `${range(from, to)} (${branch}) yanıtındaki ${n} adisyon bu günlerin dışında tarihli; bu günler eksik ve ${AGAIN}`,
  dayUnreadableCount: (n: number, branch: string, date: string) =>
    `${branch} ${date} gününün ${n} adisyonu okunamadı (sayılmadı); gün eksik ve ${AGAIN}`,
  dayUnreadable: (n: number, branch: string, date: string, why: string) =>
    `${branch} ${date} gününün ${n} adisyonu okunamadı (toplamlarda yok): ${why}; gün eksik ve ${AGAIN}`,
  undatedUnreadable: (n: number, branch: string, why: string) =>
    `${branch} şubesinin ${n} adisyonu okunamadı ve iş günü de okunamıyor (toplamlarda yok): ${why}; günleri eksik ve ${AGAIN}`,

  branchesStale: 'Servise ulaşılamadı: bu, çevrimdışı kayıttaki şube listesi.',
  branchesNeverLoaded: (n: number) =>
    `Items ve Unmapped çevrimdışı kayıttan gelir; "—", ürünleri burada hiç yüklenmemiş ${n} şubeyi gösterir ("menumap items --branch KOD" yükler).`,

  serviceUnreachable: 'Servise ulaşılamadı.',
  itemsStaleRefused: (why: string, branch: string, age: string, readAt: string) =>
    `${why} Hiçbir şey listelenmedi: ${branch} şubesinin çevrimdışı kayıttaki kopyası ${age} önce okundu (${readAt}); listelemek için --allow-stale verin.`,
  itemsStaleListed: (why: string, age: string, readAt: string) =>
    `${why} Ürünler çevrimdışı kayıttan, ${age} önce okundu (${readAt}).`,
  itemsSummary: (branch: string, total: number, mapped: number, unmapped: number) =>
    `${branch}: ${total} ürün, ${mapped} eşleşmiş, ${unmapped} eşleşmemiş`,
  itemsUnreadable: (n: number, branch: string, reasons: string) =>
    `${branch} şubesinin ${n} ürün kaydı okunamadı (listelenmedi): ${reasons}`,

  liveCodesNeeded: 'Servise ulaşılamıyor: bir dosyayı uygulamak için güncel kodlar gerekli.',
  invalidRows: (n: number) => `${n} geçersiz satır: hiçbir şey gönderilmedi.`,
  unknownRows: (n: number, branch: string) =>
    `${n} satır, ${branch} şubesinde olmayan ürünleri gösteriyor: hiçbir şey gönderilmedi. Onlarsız devam etmek için --skip-unknown verin.`,
  wouldClear: (n: number) =>
    `${n} kod silinecekti: hiçbir şey gönderilmedi. Silmeleri göndermek için --allow-clear verin.`,
  fileAlreadyThere: 'Gönderilecek bir şey yok: dosyadaki her kod serviste zaten var.',
  invalidCodes: (n: number) => `${n} geçersiz kod: hiçbir şey gönderilmedi.`,
  conflicts: (n: number) =>
    `${n} ürün, okunduktan sonra serviste değişti: hiçbir şey gönderilmedi. --on-conflict keep ya da --on-conflict overwrite verin.`,
  dryRun: 'Deneme çalıştırması: hiçbir şey gönderilmedi.',
  nothingToSend: 'Gönderilecek bir şey yok: her kod zaten istendiği gibi.',
  reverting: (id: string, branch: string, n: number) => `${id} geri alınıyor, ${branch} şubesi: ${n} ürün.`,
  resumeHint: (id: string) => `Her şey gönderilmedi. Kalanı şununla gönderin: menumap resume ${id}`,
  nothingLeft: (refused: number, differ: number) => {
    const parts = [
      refused > 0 ? `${refused} kayıt servis tarafından reddedildi` : '',
      differ > 0 ? `${differ} kayıt gönderildikten sonra serviste farklı` : '',
    ].filter(Boolean);
    return `Gönderilecek bir şey kalmadı (${parts.join(', ')}): bunları eşleme dosyasında (ya da uygulamanın taslağında) düzeltip yeniden uygulayın.`;
  },

  nothingToMatch:
    'Karşılaştırılacak bir şey yok: --catalogue DOSYA ya da --from-chain verin (ya da uygulamada bir katalog içe aktarın).',
  suggestSummary: (
    branch: string,
    unmapped: number,
    withCandidates: number,
    kept: number,
    threshold: number,
  ) =>
    `${branch}: ${unmapped} eşleşmemiş ürün, ${withCandidates} ürün için aday var, ${kept} aday ${threshold} ya da üzerinde`,

  codesFromChecks: 'Güncel ürün kodları okunamadı: kodlar, her ürünün satıldığı andaki gibidir.',
  unmappedSoldSummary: (n: number, days: number) => `Son ${days} günde satılan ${n} eşleşmemiş ürün.`,
};
