import { CircleAlert, CircleCheck, X } from './icons';
import { useSyncExternalStore } from 'react';
import { cn } from '../../lib/cn';
import { dismissToast, getToast, subscribeToToast, type Toast } from '../../lib/toast-store';

const variantClass: Record<Toast['variant'], string> = {
  success: 'border-emerald-700 bg-emerald-50 text-emerald-950',
  destructive: 'border-red-700 bg-red-700 text-white',
};

/**
 * Two live regions that exist before any toast, so screen readers announce what appears in them.
 * It sits in the contact dialog, next to the form that shows the toasts: while a modal is open,
 * the page behind it is inert.
 */
export function Toaster() {
  const visible = useSyncExternalStore(subscribeToToast, getToast, () => null);
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-20 z-50 flex flex-col items-center px-3 sm:bottom-6 sm:items-end sm:px-6">
      <div role="status" aria-live="polite" aria-atomic="true" className="w-full max-w-sm">
        {visible?.variant === 'success' && <ToastCard toast={visible} />}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true" className="w-full max-w-sm">
        {visible?.variant === 'destructive' && <ToastCard toast={visible} />}
      </div>
    </div>
  );
}

function ToastCard({ toast }: { toast: Toast }) {
  const Icon = toast.variant === 'success' ? CircleCheck : CircleAlert;
  return (
    <div
      data-toast={toast.variant}
      className={cn(
        'pointer-events-auto flex items-start gap-3 rounded-lg border-2 p-4 shadow-lg',
        variantClass[toast.variant],
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="flex-1">
        <p className="font-semibold">{toast.title}</p>
        <p className="text-sm">{toast.description}</p>
      </div>
      <button
        type="button"
        aria-label="Dismiss notification"
        onClick={dismissToast}
        className="-m-2 inline-flex size-10 shrink-0 items-center justify-center rounded-md hover:bg-black/10"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
