import { stringify } from 'yaml';
import { problemsOf, readBuildEnv } from '../config/build-env';
import { cmsConfig, type CmsBackend } from '../content/cms-config';
import type { SiteConfig } from '../content/types';

/** The editor's script, copied from the @sveltia/cms package (scripts/cms-files.mjs): served under /admin/ and nowhere else. */
export const CMS_SCRIPT = 'admin/sveltia-cms.js';

/** The git host the editor commits to, from the build's environment (CMS_*), and what is missing. */
export function cmsBackend(env: Record<string, string | undefined>): {
  backend: CmsBackend;
  warnings: string[];
} {
  const { values, problems } = readBuildEnv(env);
  const name = values.CMS_BACKEND ?? 'github';
  const repo = values.CMS_REPO;
  return {
    backend: {
      name,
      repo: repo || 'your-organization/your-site',
      branch: values.CMS_BRANCH ?? 'main',
      ...(values.CMS_AUTH_URL ? { authUrl: values.CMS_AUTH_URL } : {}),
      ...(name === 'gitlab' && values.CMS_APP_ID ? { appId: values.CMS_APP_ID } : {}),
    },
    warnings: [
      ...problemsOf(problems, 'CMS_'),
      ...(repo
        ? []
        : [
            'The editor at /admin/ has no repository to save to: set CMS_REPO in .env (see "Connect the editor" in the README). On your machine it works without: "npm run edit".',
          ]),
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
