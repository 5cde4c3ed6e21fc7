import { useEffect, useState, type ReactNode } from 'react';
import { ErrorBoundary } from '../../components/error-boundary';
import { FORM_RETRY_EVENT, reportStatus } from '../engine/island-status';

/** Says, once on screen, that the form works: again after each retry. */
function Reported({ container, status }: { container?: Element; status: 'ready' | 'failed' }) {
  useEffect(() => {
    if (container) reportStatus(container, status);
  }, [container, status]);
  return null;
}

/**
 * A form island's frame: a fault in the form's code is reported to the form loader, which shows
 * the form's failure notice with the phones; its retry renders the form again, from the kept
 * draft.
 */
export function IslandFrame({ container, children }: { container?: Element; children: ReactNode }) {
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!container) return;
    const retry = (event: Event) => {
      event.preventDefault();
      setAttempt((count) => count + 1);
    };
    container.addEventListener(FORM_RETRY_EVENT, retry);
    return () => container.removeEventListener(FORM_RETRY_EVENT, retry);
  }, [container]);
  return (
    <ErrorBoundary
      key={attempt}
      fallback={() => <Reported container={container} status="failed" />}
    >
      {children}
      <Reported container={container} status="ready" />
    </ErrorBoundary>
  );
}
