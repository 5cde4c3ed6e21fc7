import type { SiteContent } from '../content/types';
import { routesOf, type PageKind, type Route } from './page-kind';

/**
 * Every page kind of the site: each `*-page.tsx` module that exports a `pageKind`. A new kind of
 * page is a new module here, its content file and its schema entry; nothing else lists it.
 */
const modules = import.meta.glob<{ pageKind?: PageKind }>('./*-page.tsx', { eager: true });

export const pageKinds: PageKind[] = Object.values(modules).flatMap((module) =>
  module.pageKind ? [module.pageKind] : [],
);

/** Every page of the site, in sitemap order: one list feeds the renderer, the sitemap and the tests. */
export const routesFor = (content: SiteContent): Route[] => routesOf(content, pageKinds);
