/**
 * The cron tasks' names (src/app/cron/tasks.ts) and their counts as the system page shows them in
 * Turkish. A task or count missing here shows under its own name: add it when adding a task.
 */
export const CRON_TASK_LABELS: Record<string, string> = {
  "search-reindex": "Arama dizini",
  retention: "Saklama süreleri (KVKK)",
  "unused-uploads": "Kullanılmayan yüklemeler",
  "slug-upgrade": "Eski adres kuralı",
  "application-digest": "Başvuru özeti e-postası",
  "error-digest": "Hata özeti e-postası",
  "trash-purge": "Çöp kutusunu boşaltma",
  "media-trash-purge": "Görsel çöp kutusunu boşaltma",
  "revisions-prune": "Eski sürümleri budama",
  backup: "Veritabanı yedeği",
  "bulletin-sweep": "Takılan bültenler",
  "cancellation-sweep": "İptal bildirimleri",
  "lost-mails": "Kaybolan e-postalar",
  "jobs-prune": "Biten işleri silme",
};

export const CRON_COUNT_LABELS: Record<string, string> = {
  reindexed: "dizinlenen",
  removed: "silinen",
  moved: "taşınan",
  applications: "başvuru",
  errors: "hata",
  purged: "silinen",
  albums: "albüm",
  images: "görsel",
  pruned: "budanan",
  snapshots: "yedek",
  tables: "tablo",
  rows: "satır",
  bytes: "bayt",
  requeued: "yeniden kuyruğa alınan",
  finished: "tamamlanan",
  failed: "vazgeçilen",
  resumed: "sürdürülen",
  mails: "e-posta",
  contactMessages: "iletişim mesajı",
  pendingAccounts: "bekleyen başvuru",
  unconfirmedAccounts: "onaylanmamış başvuru",
  auditEntriesAnonymised: "anonimleştirilen kayıt",
  expiredSessions: "süresi dolmuş oturum",
  eventRegistrations: "etkinlik kaydı",
  unconfirmedSubscribers: "onaylanmamış abone",
  staleThrottles: "eski sınır sayacı",
};
