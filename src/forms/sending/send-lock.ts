/**
 * The one lock every send of the site goes under: a page's, whatever its form and tab, and the
 * service worker's. Its own module, so the island and the worker share it and no chunk does.
 */
export const SEND_LOCK = 'form-send';
