// The types of `virtual:site-content` (src/content/vite-plugin.ts), mapped to it by tsconfig's
// paths: its default export is the whole content, and each part is a named export of its own.
import type { SiteContent } from './content/types';

declare const content: SiteContent;
export = content;
