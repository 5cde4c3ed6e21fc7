/**
 * Strings the spec (site-spec.md) fixes word for word, where content files cannot change them.
 * The content schemas hold the content to them, and the tests read them here, never from the
 * content they check.
 */
export const specLegalSections = {
  privacy: [
    'Information We Collect',
    'How We Use Information',
    'Information Sharing',
    'Data Security',
    'Contact Information',
  ],
  terms: [
    'Service Agreement',
    'Emergency Response',
    'Payment Terms',
    'Liability',
    'Warranty',
    'Governing Law',
  ],
} as const;

/** The browser storage keys the spec names (its form section). */
export const specStorageKeys = {
  rateLimit: 'contactFormRateLimit',
} as const;
