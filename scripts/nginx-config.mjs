// @ts-check
/**
 * The nginx config for the built site, written by the build next to dist/ (dist-nginx/): the
 * server block, with the site's host name from the config, and one snippet per header rule of
 * src/config/security-headers.mjs, for the e-mail origin the build sends to.
 */
import {
  fileHeaders,
  adminHeaders,
  ASSET_HEADERS,
  IMAGE_HEADERS,
  IMAGE_PATTERNS,
  PAGE_HEADERS,
  securityHeaders,
} from '../src/config/security-headers.mjs';
import { MANIFEST_PATH } from '../src/config/site-constants.mjs';
import { inlineScriptHashes } from './inline-scripts.mjs';

const GENERATED =
  'Written by "npm run build" from src/config/security-headers.mjs: edit that file, not this one.';

/**
 * `add_header … always`, so 404 and other error responses carry the headers too.
 * @param {Record<string, string>} headers
 */
const addHeaders = (headers) =>
  Object.entries(headers)
    .map(([name, value]) => `add_header ${name} "${value.replace(/"/g, '\\"')}" always;`)
    .join('\n');

/**
 * @param {{ emailOrigin: string | null, analyticsOrigin?: string | null, styleHashes: readonly string[], siteUrl: string }} options
 * @returns {Record<string, string>} file name → content
 */
export function nginxFiles({ emailOrigin, analyticsOrigin = null, styleHashes, siteUrl }) {
  const serverName = new URL(siteUrl).hostname;
  const imageLocations = IMAGE_PATTERNS.map((pattern) =>
    pattern.endsWith('/*')
      ? `    location ${pattern.slice(0, -1)} {
        include snippets/restoration/security-headers.conf;
        include snippets/restoration/image-cache.conf;
        try_files $uri =404;
    }`
      : `    location = ${pattern} {
        include snippets/restoration/security-headers.conf;
        include snippets/restoration/image-cache.conf;
    }`,
  ).join('\n\n');
  return {
    'site.conf': `# The site on nginx, written by "npm run build" from the site config and src/config/security-headers.mjs.
# Copy dist/ to the root below and this folder's other *.conf files to
# /etc/nginx/snippets/restoration/, then include this file from the http block
# (for example as /etc/nginx/sites-enabled/restoration.conf) and run "nginx -t && nginx -s reload".
# TLS: add your certificate lines (or let certbot add them) and keep the port 80 server as a redirect.

server {
    listen 80;
    listen [::]:80;
    server_name ${serverName};

    root /var/www/restoration;
    index index.html;
    server_tokens off;
    charset utf-8;

    gzip on;
    gzip_vary on;
    gzip_comp_level 6;
    gzip_min_length 256;
    gzip_types text/css application/javascript application/json application/manifest+json
               image/svg+xml text/plain application/xml;

    # Unknown paths get the 404 page with status 404, and its headers.
    error_page 404 /404.html;
    # Each page is a folder's index.html at one URL: /services/x answers 301 to /services/x/,
    # on the host the visitor asked for (absolute_redirect off), never on the server's own name.
    absolute_redirect off;

    # nginx drops the server's add_header lines in a location that has any of its own, so each
    # location includes the security headers next to its caching rule. Keep that in new ones.
    location / {
        include snippets/restoration/security-headers.conf;
        include snippets/restoration/page-cache.conf;
    }

    # The file Netlify and Cloudflare Pages read their headers from is no page: not served.
    location = /_headers {
        return 404;
    }

    # A hashed script or a photo is no document: the shared headers with the shortest policy.
    location /assets/ {
        include snippets/restoration/file-security-headers.conf;
        include snippets/restoration/asset-cache.conf;
        # The build writes each script gzipped at the best level beside it: no work per visitor.
        gzip_static on;
        try_files $uri =404;
    }

    location /photos/ {
        include snippets/restoration/file-security-headers.conf;
        include snippets/restoration/asset-cache.conf;
        try_files $uri =404;
    }

    # The editor, under its own policy (no site security snippet here: its CSP would also apply).
    location /admin/ {
        include snippets/restoration/admin-headers.conf;
        types { text/html html; application/javascript js; text/yaml yml; }
    }

    location = ${MANIFEST_PATH} {
        include snippets/restoration/security-headers.conf;
        include snippets/restoration/page-cache.conf;
        default_type application/manifest+json;
    }

    # Share images and icons keep their names from build to build: kept a day.
${imageLocations}
}
`,
    // nginx drops the server's add_header lines in any location that has its own, so every
    // location of site.conf includes the security snippet next to its caching rule.
    'security-headers.conf': `# ${GENERATED}\n${addHeaders(securityHeaders({ emailOrigin, analyticsOrigin, scriptHashes: inlineScriptHashes(), styleHashes }))}\n`,
    'file-security-headers.conf': `# ${GENERATED}\n${addHeaders(fileHeaders({ emailOrigin, analyticsOrigin, scriptHashes: inlineScriptHashes(), styleHashes }))}\n`,
    'page-cache.conf': `# ${GENERATED}\n${addHeaders(PAGE_HEADERS)}\n`,
    'asset-cache.conf': `# ${GENERATED}\n${addHeaders(ASSET_HEADERS)}\n`,
    'image-cache.conf': `# ${GENERATED}\n${addHeaders(IMAGE_HEADERS)}\n`,
    'admin-headers.conf': `# ${GENERATED}\n${addHeaders(adminHeaders())}\n`,
  };
}
