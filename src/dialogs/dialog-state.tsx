import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import type { ServiceId } from '../content/services';

export type DialogRequest =
  | { kind: 'contact' }
  | { kind: 'service'; id: ServiceId }
  | { kind: 'privacy' }
  | { kind: 'terms' };

interface DialogState {
  current: DialogRequest | null;
  openDialog: (request: DialogRequest) => void;
  closeDialog: () => void;
}

const DialogContext = createContext<DialogState | null>(null);

export function DialogProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<DialogRequest | null>(null);
  const value = useMemo(
    () => ({ current, openDialog: setCurrent, closeDialog: () => setCurrent(null) }),
    [current],
  );
  return <DialogContext value={value}>{children}</DialogContext>;
}

export function useDialogs(): DialogState {
  const state = useContext(DialogContext);
  if (!state) throw new Error('useDialogs needs a DialogProvider');
  return state;
}
