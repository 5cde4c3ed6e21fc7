/// <reference types="vite/client" />

declare const __EMAIL_SETTINGS__: import('./config/email-settings').EmailSettings;

/** A typed module compiled to an inline script (see inlineScripts() in vite.config.ts). */
declare module '*?inline-script' {
  const text: string;
  export default text;
}
