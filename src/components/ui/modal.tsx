import { X } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';

interface ModalProps {
  open: boolean;
  title: string;
  /** Changes when the content is replaced while the modal stays open (service → contact). */
  contentKey: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
}

/**
 * The browser's own modal <dialog>: top layer, inert page behind, Escape to close, all without
 * script weight. Focus goes to the title so a screen reader announces it, and back to the opener.
 */
export function Modal({ open, title, contentKey, onClose, children, footer }: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      openerRef.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    if (open) titleRef.current?.focus();
  }, [open, contentKey]);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={open ? 'dialog-title' : undefined}
      onClose={() => {
        onClose();
        openerRef.current?.focus();
        openerRef.current = null;
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) dialogRef.current?.close();
      }}
      className="m-auto max-h-[calc(100dvh-1rem)] w-[calc(100%-1rem)] max-w-2xl overflow-y-auto overscroll-contain rounded-xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/70"
    >
      {open && (
        <div className="flex min-h-full flex-col">
          <div className="sticky top-0 z-10 flex items-start justify-between gap-4 border-b border-slate-200 bg-white px-5 py-3 sm:px-6">
            <h2
              id="dialog-title"
              ref={titleRef}
              tabIndex={-1}
              className="pt-1.5 text-xl font-bold text-slate-900 sm:text-2xl"
            >
              {title}
            </h2>
            <button
              type="button"
              aria-label="Close dialog"
              onClick={() => dialogRef.current?.close()}
              className="-mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
            >
              <X aria-hidden="true" className="size-6" />
            </button>
          </div>
          <div className="flex-1 px-5 py-5 sm:px-6">{children}</div>
          {footer && (
            <div className="sticky bottom-0 flex flex-wrap justify-end gap-3 border-t border-slate-200 bg-white px-5 py-3 sm:px-6">
              {footer}
            </div>
          )}
        </div>
      )}
    </dialog>
  );
}
