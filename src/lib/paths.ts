/** Every page's address, in one place: routes, links, sitemap and structured data use these. */
export const paths = {
  home: '/',
  services: '/services/',
  service: (slug: string) => `/services/${slug}/`,
  locations: '/locations/',
  location: (officeId: string) => `/locations/${officeId}/`,
  insurance: '/insurance-claims/',
  privacy: '/privacy/',
  terms: '/terms/',
  accessibility: '/accessibility/',
} as const;
