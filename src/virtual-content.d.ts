// The types of `virtual:site-content` (src/content/vite-plugin.ts), mapped to it by tsconfig's paths.
import type { SiteContent } from './content/types';

export declare const siteConfig: SiteContent['siteConfig'];
export declare const sources: SiteContent['sources'];
export declare const services: SiteContent['services'];
export declare const about: SiteContent['about'];
export declare const highlights: SiteContent['highlights'];
export declare const safetySteps: SiteContent['safetySteps'];
export declare const insurance: SiteContent['insurance'];
export declare const legal: SiteContent['legal'];
export declare const pageText: SiteContent['pageText'];
export declare const formText: SiteContent['formText'];
export declare const testimonials: SiteContent['testimonials'];
export declare const certifications: SiteContent['certifications'];
export declare const jobs: SiteContent['jobs'];
export declare const guides: SiteContent['guides'];
export declare const kit: SiteContent['kit'];
export declare const managers: SiteContent['managers'];
export declare const profile: SiteContent['profile'];
export declare const pros: SiteContent['pros'];

declare const content: SiteContent;
export default content;
