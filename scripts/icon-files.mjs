// @ts-check
/** The icons, the same for every page: rendered by scripts/images.mjs, cached by the host configs. */
export const ICON_FILES = /** @type {const} */ ([
  'icon-192.png',
  'icon-512.png',
  'icon-maskable-512.png',
  'apple-touch-icon.png',
]);
