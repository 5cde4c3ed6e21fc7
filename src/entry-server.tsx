import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from './app';

export { headFor } from './seo/head';
export { siteConfig } from './site.config';

export function renderPage(path: string): string {
  return renderToString(
    <StrictMode>
      <App path={path} />
    </StrictMode>,
  );
}

export const emailSettings = __EMAIL_SETTINGS__;
