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

/**
 * The contact form's words the spec fixes (its states, validation, e-mail and error catalogue).
 * The form shows them from here; the tests keep their own copy of the spec's words.
 */
export const specFormStrings = {
  submit: 'Request Emergency Call Back',
  sending: 'Sending...',
  successTitle: 'Request Sent Successfully!',
  /** Followed by the call-back promise of the settings: "within 15 minutes during business hours". */
  successLead: "We'll contact you",
  failureTitle: 'Error Sending Request',
  failureText: 'Please try again or call us directly for immediate assistance',
  refusedTitle: 'Please Wait',
  waitSeconds: (seconds: number) => `Please wait ${seconds} seconds before submitting again`,
  tooMany: 'Too many submissions. Please try again in an hour.',
  /** The e-mail's subject: these words, a colon, and the emergency type's label. */
  subjectWords: 'Emergency Contact',
  subject: (type: string) => `Emergency Contact: ${type}`,
  notProvided: 'Not provided',
} as const;
