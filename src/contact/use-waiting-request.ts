import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import { readItem, removeItem, writeItem } from '../lib/storage';

/** Set while a request that could not leave for want of a connection waits; for the tab. */
export const PENDING_KEY = 'contactFormPending';

/**
 * A request waits: 'offline', it failed before it left because the browser had no connection,
 * and goes out by itself, once, when the connection returns; 'restored', the page was reloaded
 * while it waited, so it is shown and waits for the visitor. Only a send that starts, or the
 * visitor, ends the wait.
 */
export type Waiting = 'none' | 'offline' | 'restored';

export function useWaitingRequest(formRef: RefObject<HTMLFormElement | null>) {
  const [waiting, setWaiting] = useState<Waiting>('none');
  const set = (next: Waiting) => {
    if (next === 'none') removeItem('sessionStorage', PENDING_KEY);
    else writeItem('sessionStorage', PENDING_KEY, '1');
    setWaiting(next);
  };

  useLayoutEffect(() => {
    if (readItem('sessionStorage', PENDING_KEY) === null) return;
    // Read after hydration, so the first render matches the pre-rendered HTML.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setWaiting('restored');
    const dialog = formRef.current?.closest('dialog');
    if (dialog && !dialog.open) dialog.showModal();
  }, [formRef]);

  useEffect(() => {
    if (waiting !== 'offline') return;
    const send = () => formRef.current?.requestSubmit();
    addEventListener('online', send, { once: true });
    return () => removeEventListener('online', send);
  }, [waiting, formRef]);

  return {
    waiting,
    /** The send failed before it left: wait for the connection. */
    waitForConnection: () => set('offline'),
    /** A send is starting, or the visitor said not to send: nothing waits any more. */
    done: () => set('none'),
  };
}
