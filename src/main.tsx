import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, isHomePath } from './app';
import './styles.css';

/** What the inline boot script (scripts/boot-script.mjs) saw before this code arrived. */
type BootState = { __appLoaded?: boolean; __appIntent?: boolean; __appPendingClick?: HTMLElement };
const boot = window as Window & BootState;
boot.__appLoaded = true;

/**
 * The landing page works as pre-rendered HTML (call links, anchors), so React takes it over on the
 * visitor's first sign of intent instead of during the load: a slow phone stays free while the page
 * paints. `click` is in the list for assistive technology that activates without pointer or key
 * events; React replays that click once it has hydrated.
 */
// The same list as the boot script's (scripts/boot-script.mjs); a unit test keeps them equal.
const intentEvents = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'click'];

function onFirstIntent(start: () => void): void {
  const once = () => {
    for (const type of intentEvents) document.removeEventListener(type, once, true);
    start();
  };
  for (const type of intentEvents)
    document.addEventListener(type, once, { capture: true, passive: true });
}

const root = document.getElementById('root');
if (root) {
  const path = window.location.pathname;
  const app = (
    <StrictMode>
      <App path={path} />
    </StrictMode>
  );
  const hydrate = () => {
    // A transition lets React hydrate in short slices; a click meanwhile makes it finish at once.
    startTransition(() => void hydrateRoot(root, app));
    // A button pressed while this code was on its way is pressed again, so the tap is not lost.
    const pending = boot.__appPendingClick;
    boot.__appPendingClick = undefined;
    pending?.click();
  };
  if (!root.hasChildNodes()) createRoot(root).render(app);
  else if (!isHomePath(path) || boot.__appIntent) hydrate();
  else onFirstIntent(hydrate);
}
