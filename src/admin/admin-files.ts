import { stringify } from 'yaml';
import { cmsConfig, type CmsBackend } from '../content/cms-config';
import type { SiteConfig } from '../content/types';

/** The editor's script, copied from the decap-cms package: served under /admin/ and nowhere else. */
export const CMS_SCRIPT = 'admin/decap-cms.js';

/** The git host the editor commits to, from the build's environment (CMS_*), and what is missing. */
export function cmsBackend(env: Record<string, string | undefined>): {
  backend: CmsBackend;
  warnings: string[];
} {
  const name = env.CMS_BACKEND === 'gitlab' ? 'gitlab' : 'github';
  const repo = env.CMS_REPO?.trim();
  return {
    backend: {
      name,
      repo: repo || 'your-organization/your-site',
      branch: env.CMS_BRANCH?.trim() || 'main',
      ...(env.CMS_AUTH_URL?.trim() ? { authUrl: env.CMS_AUTH_URL.trim() } : {}),
      ...(name === 'gitlab' && env.CMS_APP_ID?.trim() ? { appId: env.CMS_APP_ID.trim() } : {}),
    },
    warnings: repo
      ? []
      : [
          'The editor at /admin/ has no repository to save to: set CMS_REPO in .env (see "Connect the editor" in the README). On your machine it works without: "npm run edit".',
        ],
  };
}

/** /admin/: a page that loads the editor, kept out of search engines, and its config. */
export function adminFiles(config: SiteConfig, backend: CmsBackend): Record<string, string> {
  const page = [
    '<!doctype html>',
    '<html lang="en-CA">',
    '  <head>',
    '    <meta charset="UTF-8" />',
    '    <meta name="viewport" content="width=device-width, initial-scale=1" />',
    '    <meta name="robots" content="noindex, nofollow" />',
    `    <title>Edit the site: ${config.companyName.replace(/[<&>"]/g, '')}</title>`,
    '    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />',
    '  </head>',
    '  <body>',
    `    <script src="/${CMS_SCRIPT}"></script>`,
    '  </body>',
    '</html>',
    '',
  ].join('\n');
  const yaml = stringify(cmsConfig({ backend, siteUrl: config.siteUrl }), { lineWidth: 0 });
  return {
    'admin/index.html': page,
    'admin/config.yml': `# Written by the build from src/content/ (the schemas): edit those, not this file.\n${yaml}`,
  };
}
