/// <reference types="vite/client" />

declare const __EMAIL_SETTINGS__: import('./config/email-settings').EmailSettings;
