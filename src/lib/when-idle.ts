/**
 * Runs a task once the page has loaded and the browser is idle, so prefetching never competes
 * with the first load. Returns a function that cancels it.
 */
export function whenIdleAfterLoad(task: () => void): () => void {
  let cancelled = false;
  const run = () => {
    if (cancelled) return;
    if ('requestIdleCallback' in window) requestIdleCallback(() => !cancelled && task());
    else setTimeout(() => !cancelled && task(), 200);
  };
  if (document.readyState === 'complete') run();
  else addEventListener('load', run, { once: true });
  return () => {
    cancelled = true;
    removeEventListener('load', run);
  };
}
