import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, isHomePath } from './app';
import './styles.css';

/**
 * The landing page works as pre-rendered HTML (call links, anchors), so React takes it over on the
 * visitor's first sign of intent instead of during the load: a slow phone stays free while the page
 * paints. `click` is in the list for assistive technology that activates without pointer or key
 * events; React replays that click once it has hydrated.
 */
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
  // A transition lets React hydrate in short slices; a click meanwhile makes it finish at once.
  const hydrate = () => startTransition(() => void hydrateRoot(root, app));
  if (!root.hasChildNodes()) createRoot(root).render(app);
  else if (isHomePath(path)) onFirstIntent(hydrate);
  else hydrate();
}
