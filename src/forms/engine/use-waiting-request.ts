import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { requestDialogOpen } from '../../lib/dialog-events';
import type { StoredValue } from '../sending/browser-storage';

/**
 * A request waits: 'offline', it failed before it left because the browser had no connection,
 * and goes out by itself, once, when the connection returns; 'restored', the page was reloaded
 * while it waited, so it is shown and waits for the visitor; 'unsent', it went out by itself and
 * failed or got no answer, so the dialog opens on it and it waits for the visitor. Only a send
 * that starts, or the visitor, ends the wait.
 */
export type Waiting = 'none' | 'offline' | 'restored' | 'unsent';

/**
 * The one owner of whether a form's request waits, kept for the tab under `stored` as `record()`
 * gives it: a mark, or the words themselves for a kind that keeps no draft.
 */
export function useWaitingRequest(
  formRef: RefObject<HTMLFormElement | null>,
  stored: StoredValue,
  record: () => string,
) {
  const [waiting, setWaiting] = useState<Waiting>('none');
  // The send now starting was started by the connection's return, not by the visitor.
  const byItself = useRef(false);
  const set = (next: Waiting) => {
    if (next === 'none') stored.remove();
    else stored.write(record());
    setWaiting(next);
  };
  const openDialog = () => requestDialogOpen(formRef.current);

  useLayoutEffect(() => {
    if (stored.read() === null) return;
    // Read after hydration, so the first render matches the pre-rendered HTML.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setWaiting('restored');
    openDialog();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [formRef]);

  useEffect(() => {
    if (waiting !== 'offline') return;
    // The form's submit handler runs within requestSubmit(), and reads the flag first.
    const send = () => {
      byItself.current = true;
      formRef.current?.requestSubmit();
      byItself.current = false;
    };
    addEventListener('online', send, { once: true });
    return () => removeEventListener('online', send);
  }, [waiting, formRef]);

  return {
    waiting,
    /** Whether the send starting now was started by the returning connection. */
    sentByItself: () => byItself.current,
    /** The send failed before it left: wait for the connection. */
    waitForConnection: () => set('offline'),
    /** The words changed while the request waits: keep them with it. */
    keep: () => {
      if (waiting !== 'none') stored.write(record());
    },
    /** A send that went out by itself failed or got no answer: shown, even if the dialog was closed. */
    failedByItself: () => {
      set('unsent');
      openDialog();
    },
    /** A send is starting, or the visitor said not to send: nothing waits any more. */
    done: () => set('none'),
  };
}
