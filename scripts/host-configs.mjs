// @ts-check
/**
 * `npm run host-configs`: writes vercel.json and the nginx snippets in deploy/nginx/ from
 * scripts/security-headers.mjs, for the EmailJS origin the site sends to (the default, or
 * `--email-origin https://…`). A unit test fails when the committed files drift from this output.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_EMAILJS_ORIGIN, nginxSnippets, vercelJson } from './security-headers.mjs';

/** @param {string} emailOrigin @returns {Record<string, string>} path → content */
export function hostConfigFiles(emailOrigin = DEFAULT_EMAILJS_ORIGIN) {
  const options = { emailOrigin };
  return {
    'vercel.json': vercelJson(options),
    ...Object.fromEntries(
      Object.entries(nginxSnippets(options)).map(([name, text]) => [
        join('deploy/nginx', name),
        text,
      ]),
    ),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { 'email-origin': { type: 'string' } } });
  for (const [path, text] of Object.entries(hostConfigFiles(values['email-origin']))) {
    writeFileSync(path, text);
    console.log(`› wrote ${path}`);
  }
}
