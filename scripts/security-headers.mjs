// @ts-check
/** The one definition of the site's response headers; _headers, vercel.json and nginx follow it. */

export const DEFAULT_EMAILJS_ORIGIN = 'https://api.emailjs.com';
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/**
 * @param {{ emailOrigin: string | null }} options null when the form posts to the site itself
 * @returns {Record<string, string>}
 */
export function securityHeaders({ emailOrigin }) {
  const connect = emailOrigin ? `'self' ${emailOrigin}` : `'self'`;
  return {
    'Content-Security-Policy': [
      `default-src 'self'`,
      `script-src 'self'`,
      // The critical CSS is inlined in the HTML so the first response paints on its own.
      `style-src 'self' 'unsafe-inline'`,
      `img-src 'self' data:`,
      `font-src 'self'`,
      `connect-src ${connect}`,
      `manifest-src 'self'`,
      `frame-ancestors 'none'`,
      `base-uri 'none'`,
      `object-src 'none'`,
      `form-action 'none'`,
    ].join('; '),
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
  };
}

/**
 * Header rules by path pattern, in the order a host applies them.
 * @param {{ emailOrigin: string | null }} options
 * @returns {Array<{ pattern: string, headers: Record<string, string> }>}
 */
export function headerRules(options) {
  return [
    { pattern: '/*', headers: securityHeaders(options) },
    { pattern: '/assets/*', headers: { 'Cache-Control': IMMUTABLE_CACHE } },
  ];
}

/** The Netlify / Cloudflare Pages `_headers` file. @param {{ emailOrigin: string | null }} options */
export function headersFile(options) {
  return (
    headerRules(options)
      .map(({ pattern, headers }) =>
        [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join(
          '\n',
        ),
      )
      .join('\n\n') + '\n'
  );
}

/**
 * Reads a `_headers` file back into rules.
 * @param {string} text
 * @returns {Array<{ pattern: string, headers: Record<string, string> }>}
 */
export function parseHeadersFile(text) {
  /** @type {Array<{ pattern: string, headers: Record<string, string> }>} */
  const rules = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: {} });
      continue;
    }
    const rule = rules.at(-1);
    const colon = line.indexOf(':');
    if (rule && colon > 0) rule.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return rules;
}

/**
 * The headers every matching rule gives a path, later rules winning.
 * @param {Array<{ pattern: string, headers: Record<string, string> }>} rules
 * @param {string} path
 */
export function headersForPath(rules, path) {
  /** @type {Record<string, string>} */
  const result = {};
  for (const { pattern, headers } of rules) {
    const source = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
    if (new RegExp(`^${source}$`).test(path)) Object.assign(result, headers);
  }
  return result;
}
