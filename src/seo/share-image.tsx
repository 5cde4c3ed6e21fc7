import type { SiteConfig } from '../content/types';
import { formatLocalPhone } from '../lib/phone';
import type { Route, ShareImageText } from '../pages/page-kind';

/** The landing page's share image; every other page has its own under /og/, the same size. */
export const shareImage = { path: '/og-image.png', width: 1200, height: 630 };

/** The logo's red: the icons' background. */
const ICON_BACKGROUND = '#b91c1c';

/** What scripts/images.mjs renders each page's share image and the icons from. */
export function imageSources(config: SiteConfig, logoSvg: string, routes: Route[]) {
  return {
    // A page that borrows another's image (imageOf) adds no file of its own.
    pages: routes
      .filter((route, i) => routes.findIndex((r) => r.image.file === route.image.file) === i)
      .map((route) => ({
        file: route.image.file,
        markup: shareImageMarkup(config, logoSvg, route.image),
      })),
    width: shareImage.width,
    height: shareImage.height,
    logoSvg,
    iconBackground: ICON_BACKGROUND,
  };
}

/**
 * The 1200×630 image a link to a page shows in chats and social posts, rendered at build time
 * by satori (scripts/images.mjs): only flexbox and inline styles, as satori reads them.
 */
export function shareImageMarkup(config: SiteConfig, logoSvg: string, image: ShareImageText) {
  const logo = `data:image/svg+xml;base64,${btoa(String.fromCharCode(...new TextEncoder().encode(logoSvg)))}`;
  const nameSize = config.companyName.length > 30 ? 36 : 46;
  const headlineSize = image.headline.length > 26 ? 64 : 76;
  // Each text is held to its lines, so a long one cannot push the cities off the image.
  const clamp = (lines: number) => ({ display: 'block', lineClamp: lines }) as const;
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
        <div style={{ ...clamp(2), fontSize: headlineSize, fontWeight: 800, lineHeight: 1.05 }}>
          {image.headline}
        </div>
        <div style={{ ...clamp(2), fontSize: 30, color: '#e2e8f0', lineHeight: 1.3 }}>
          {image.text}
        </div>
      </div>
      <div
        style={{ display: 'flex', alignItems: 'center', gap: 16, flexWrap: 'wrap', width: 1040 }}
      >
        {image.pills.map((pill) => (
          <div
            key={pill}
            style={{
              display: 'flex',
              fontSize: 28,
              fontWeight: 800,
              padding: '8px 22px',
              borderRadius: 999,
              backgroundColor: ICON_BACKGROUND,
            }}
          >
            {pill}
          </div>
        ))}
        <div style={{ display: 'flex', fontSize: 28, color: '#e2e8f0', marginLeft: 8 }}>
          {`24/7 · ${formatLocalPhone(image.phone)}`}
        </div>
      </div>
    </div>
  );
}
