// `virtual:site-content/requestForms`: one part of the content alone (src/content/vite-plugin.ts).
import type { SiteContent } from '../content/types';

export declare const requestForms: SiteContent['requestForms'];
