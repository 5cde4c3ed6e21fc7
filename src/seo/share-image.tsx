import type { SiteConfig } from '../config/site-config-types';
import { formatLocalPhone } from '../lib/phone';
import { citiesOf } from '../lib/places';
import { shareImage } from './head';

/** The logo's red: the icons' background. */
const ICON_BACKGROUND = '#b91c1c';

/** What scripts/images.mjs renders the share image and the icons from. */
export function imageSources(config: SiteConfig, logoSvg: string) {
  return {
    shareImage: shareImageMarkup(config, logoSvg),
    width: shareImage.width,
    height: shareImage.height,
    logoSvg,
    iconBackground: ICON_BACKGROUND,
  };
}

/**
 * The 1200×630 image a link to the site shows in chats and social posts, rendered at build time
 * by satori (scripts/images.mjs): only flexbox and inline styles, as satori reads them.
 */
export function shareImageMarkup(config: SiteConfig, logoSvg: string) {
  const logo = `data:image/svg+xml;base64,${btoa(String.fromCharCode(...new TextEncoder().encode(logoSvg)))}`;
  const nameSize = config.companyName.length > 30 ? 36 : 46;
  return (
    <div
      style={{
        width: shareImage.width,
        height: shareImage.height,
        boxSizing: 'border-box',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '64px 80px',
        color: '#ffffff',
        fontFamily: 'Inter',
        backgroundImage: 'linear-gradient(135deg, #0f172a, #1e293b 60%, #450a0a)',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 24 }}>
        <img src={logo} width={88} height={88} alt="" />
        <div style={{ fontSize: nameSize, fontWeight: 800 }}>{config.companyName}</div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 20, width: 1040 }}>
        <div style={{ fontSize: 76, fontWeight: 800, lineHeight: 1.05 }}>
          Restoring Lives with Care
        </div>
        {/* Two lines at most, so a long tagline cannot push the cities off the image. */}
        <div
          style={{
            display: 'block',
            lineClamp: 2,
            fontSize: 30,
            color: '#e2e8f0',
            lineHeight: 1.3,
          }}
        >
          {config.tagline}
        </div>
      </div>
      <div
        style={{ display: 'flex', alignItems: 'center', gap: 16, flexWrap: 'wrap', width: 1040 }}
      >
        {citiesOf(config.offices).map((city) => (
          <div
            key={city}
            style={{
              display: 'flex',
              fontSize: 28,
              fontWeight: 800,
              padding: '8px 22px',
              borderRadius: 999,
              backgroundColor: ICON_BACKGROUND,
            }}
          >
            {city}
          </div>
        ))}
        <div style={{ display: 'flex', fontSize: 28, color: '#e2e8f0', marginLeft: 8 }}>
          {`24/7 · ${formatLocalPhone(config.emergencyPhone)}`}
        </div>
      </div>
    </div>
  );
}
