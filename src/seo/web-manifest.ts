import type { SiteConfig } from '../content/types';
import { cutText } from '../lib/text.ts';

import { SHORT_NAME_LIMIT } from '../content/schema/settings.ts';

/**
 * The name under the icon on a phone's home screen: `shortName` when the config gives one, else
 * the company name if it fits, else its first word.
 */
export function appShortName(config: Pick<SiteConfig, 'companyName' | 'shortName'>): string {
  if (config.shortName) return config.shortName;
  const name = config.companyName.trim();
  if (name.length <= SHORT_NAME_LIMIT) return name;
  return cutText(name.split(/\s+/)[0]!, SHORT_NAME_LIMIT);
}

export function webManifest(config: SiteConfig) {
  return {
    name: config.companyName,
    short_name: appShortName(config),
    description: config.tagline,
    start_url: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#0f172a',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
