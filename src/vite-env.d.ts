/// <reference types="vite/client" />

declare const __EMAIL_SETTINGS__: import('./config/email-settings').EmailSettings;

/** An inline script as the pages carry it (see inlineScripts() in vite.config.ts). */
declare module '*?inline-script' {
  const text: string;
  export default text;
}
