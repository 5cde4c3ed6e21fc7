// The types of `virtual:site-content` (src/content/vite-plugin.ts), mapped to it by tsconfig's
// paths: its default export is the whole content, and each part is a named export of its own,
// with what the browser's scripts read of the settings (`browserSettings`).
import type { SiteContent } from './content/types';
import type { BrowserOffice, BrowserSettings, FormWords } from './content/browser-settings';

declare const content: SiteContent & {
  browserSettings: BrowserSettings;
  browserOffices: BrowserOffice[];
  formWords: FormWords;
};
export = content;
