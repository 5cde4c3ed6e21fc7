// @ts-check
/**
 * The one inline script of the built pages: it loads the app's code (the URL in its
 * `data-entry`) once the page has painted, so the pre-rendered HTML paints without waiting for
 * it, and lab tools see that it does not block the paint. A visitor who acts sooner starts it at once, and a
 * button they press before it has arrived is pressed again when it has (see src/main.tsx).
 * Its text never changes with a build, so its CSP hash can live in committed host configs.
 */
import { createHash } from 'node:crypto';

export const bootScript = `(function () {
  var entry = document.currentScript && document.currentScript.dataset.entry;
  if (!entry) return;
  var started = false;
  var attempts = 0;
  function start() {
    if (started) return;
    started = true;
    // A browser may remember a failed import of a URL, so a retry asks for it under a new one.
    var url = attempts++ ? entry + '?retry=' + attempts : entry;
    // On a dropped connection the next intent, or the timer, tries again.
    import(url).catch(function () {
      started = false;
      setTimeout(start, 5000);
    });
  }
  function onIntent(event) {
    if (window.__appLoaded) return;
    window.__appIntent = true;
    var button = event.type === 'click' && event.target.closest && event.target.closest('button');
    if (button) window.__appPendingClick = button;
    start();
  }
  ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'click'].forEach(function (type) {
    addEventListener(type, onIntent, { capture: true, passive: true });
  });
  // After the first contentful paint has reached the screen; the timer covers browsers
  // without paint timing and tabs opened in the background.
  if (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes.indexOf('paint') >= 0) {
    new PerformanceObserver(function (list, observer) {
      observer.disconnect();
      setTimeout(start, 50);
    }).observe({ type: 'paint', buffered: true });
  }
  setTimeout(start, 3000);
})();`;

/** The CSP source that allows exactly this script. */
export const bootScriptHash = `'sha256-${createHash('sha256').update(bootScript).digest('base64')}'`;
