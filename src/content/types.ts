import type { loadContent } from './load-content.ts';

/**
 * The types the pages are rendered from: the content files as their schemas shape them
 * (src/content/schema/), put together by the loader. None is written by hand.
 */
export type SiteContent = Awaited<ReturnType<typeof loadContent>>;
export type { SiteConfig } from './site-config.ts';
export type { Office } from './schema/office.ts';
export type { ServiceIcon } from './schema/service.ts';
export type { NoticeLevel } from './schema/settings.ts';

export type ResponsePromises = SiteContent['siteConfig']['response'];
export type Service = SiteContent['services'][number];
export type ServiceDetails = Service['details'];
export type Question = Service['faq'][number];
export type LegalDocument = SiteContent['legal']['privacy'];
export type Testimonial = SiteContent['testimonials'][number];
export type Certification = SiteContent['certifications'][number];
export type Job = SiteContent['jobs'][number];
export type Opening = SiteContent['openings'][number];
export type Town = SiteContent['towns'][number];
export type Guide = SiteContent['guides'][number];
export type ClaimsGuide = SiteContent['insurance'];
