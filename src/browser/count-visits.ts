import { LEAD_EVENT, type Lead } from '../domain/lead-events';
import {
  PAGEVIEW,
  leadEvent,
  lineTap,
  markedEvent,
  optedOut,
  providerRequest,
  type AnalyticsConfig,
  type CountedEvent,
} from '../analytics/events';

// The visit counter, on the pages only when the settings name a provider: a page view, a tap on
// each of the company's lines, and what the form reports. No cookie, nothing stored, no
// identifier; a browser that asks not to be counted sends nothing.
const config = readConfig();
if (config && !optedOut({ globalPrivacyControl: gpc(), doNotTrack: dnt() })) start(config);

function readConfig(): AnalyticsConfig | null {
  try {
    const text = document.getElementById('site-analytics')?.textContent;
    return text ? (JSON.parse(text) as AnalyticsConfig) : null;
  } catch {
    return null;
  }
}

function gpc(): boolean | undefined {
  return (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl;
}

function dnt(): string | null {
  return navigator.doNotTrack ?? (window as Window & { doNotTrack?: string }).doNotTrack ?? null;
}

function start(config: AnalyticsConfig) {
  const send = (event: CountedEvent) => {
    const request = providerRequest(config, event, {
      href: location.href,
      referrer: document.referrer,
      title: document.title,
      language: navigator.language,
      screen: `${screen.width}x${screen.height}`,
    });
    // keepalive: the count still leaves if the tap navigates away; nothing waits for it.
    fetch(request.url, {
      method: 'POST',
      body: request.body,
      headers: { 'Content-Type': request.contentType },
      credentials: 'omit',
      keepalive: true,
    }).catch(() => {});
  };

  // A page that counts its own opening (an office's review page) marks an element for it.
  const opened = () => {
    send(PAGEVIEW);
    for (const element of document.querySelectorAll<HTMLElement>('[data-counted]:not(a)')) {
      const event = markedEvent(element.dataset);
      if (event) send(event);
    }
  };
  if ((document as Document & { prerendering?: boolean }).prerendering) {
    document.addEventListener('prerenderingchange', opened, { once: true });
  } else opened();

  document.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLElement)) return;
      const tap =
        lineTap(link.getAttribute('href') ?? '', config.lines) ?? markedEvent(link.dataset);
      if (tap) send(tap);
    },
    { capture: true, passive: true },
  );
  document.addEventListener(LEAD_EVENT, (event) =>
    send(leadEvent((event as CustomEvent<Lead>).detail)),
  );
}
