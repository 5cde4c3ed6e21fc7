/** Every page's address, in one place: routes, links, sitemap and structured data use these. */
export const paths = {
  home: '/',
  services: '/services/',
  service: (slug: string) => `/services/${slug}/`,
  locations: '/locations/',
  location: (officeId: string) => `/locations/${officeId}/`,
  /** Where a customer is asked to review the office that served them: printed on its cards. */
  review: (officeId: string) => `/locations/${officeId}/review/`,
  /** The office's sheet of review cards, to print. */
  reviewCards: (officeId: string) => `/locations/${officeId}/review/cards/`,
  /** What the drying equipment left at a home is doing: the stickers on it lead here. */
  drying: (officeId: string) => `/locations/${officeId}/while-we-dry/`,
  /** The office's sheet of stickers for its drying equipment, to print. */
  dryingStickers: (officeId: string) => `/locations/${officeId}/while-we-dry/stickers/`,
  insurance: '/insurance-claims/',
  managers: '/property-managers/',
  profile: '/property-managers/building-profile/',
  pros: '/insurance-professionals/',
  trades: '/contractors/',
  kit: '/first-hours-kit/',
  /** Where anyone checks the company's registrations before signing. */
  check: '/check-us/',
  /** The papers a homeowner is asked to sign, blank, and who pays what. */
  sign: '/before-you-sign/',
  /** The provinces' disaster programs, for what insurance does not pay. */
  uninsured: '/when-insurance-does-not-pay/',
  careers: '/careers/',
  opening: (slug: string) => `/careers/${slug}/`,
  guides: '/guides/',
  guide: (slug: string) => `/guides/${slug}/`,
  /** The guides' Atom feed. */
  guidesFeed: '/guides/feed.xml',
  privacy: '/privacy/',
  terms: '/terms/',
  accessibility: '/accessibility/',
} as const;
