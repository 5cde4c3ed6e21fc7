export type ToastVariant = 'success' | 'destructive';

export interface Toast {
  id: number;
  title: string;
  description: string;
  variant: ToastVariant;
}

const SUCCESS_VISIBLE_MS = 10_000;

let current: Toast | null = null;
let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function publish(toast: Toast | null) {
  current = toast;
  clearTimeout(timer);
  if (toast?.variant === 'success') timer = setTimeout(dismissToast, SUCCESS_VISIBLE_MS);
  listeners.forEach((listener) => listener());
}

/** Shows a toast in place of the visible one: only one is ever shown. Errors stay until dismissed or replaced. */
export function showToast(toast: Omit<Toast, 'id'>): void {
  publish({ ...toast, id: nextId++ });
}

export function dismissToast(): void {
  publish(null);
}

export function subscribeToToast(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToast(): Toast | null {
  return current;
}
