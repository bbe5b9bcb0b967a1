/**
 * The site's first account, its administrator: admin.test.ts creates it (the first registration of
 * a fresh site) and later resets its password through the mailed link; other browser files sign in
 * with whichever password is current.
 */
export const ADMIN = {
  name: "Nermin Aksoy",
  email: "nermin@example.com",
  password: "Kısıklı'dan Çamlıca'ya yürüyoruz",
  /** The password after admin.test.ts's "forgotten password" test. */
  passwordAfterReset: "Nakkaştepe'de gün batımı izliyoruz",
} as const;
