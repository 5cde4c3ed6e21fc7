// `virtual:site-content/browserOffices`: what the browser reads of the offices, a chunk of its
// own (src/content/vite-plugin.ts, src/forms/sending/office-lines.ts).
import type { BrowserOffice } from '../content/browser-settings';

export declare const browserOffices: BrowserOffice[];
