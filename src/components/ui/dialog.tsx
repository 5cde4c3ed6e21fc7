import { X } from 'lucide-react';
import type { ReactNode } from 'react';

const closeClass =
  '-mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100';

interface DialogProps {
  id: string;
  title: string;
  children: ReactNode;
  /** What follows `children`, drawn in the frame after the one that opens the dialog. */
  later?: ReactNode;
  footer?: ReactNode;
}

/**
 * The browser's own modal <dialog>, complete in the HTML: opened by a button's
 * `command="show-modal"`, closed by its close button, Escape or a press on the backdrop. On open
 * the title takes focus, so a screen reader announces it; on close focus returns to the opener.
 * `later` waits one frame while the dialog opens (the page script marks it `data-opening`), so a
 * tap's frame draws only the title and what is first.
 */
export function Dialog({ id, title, children, later, footer }: DialogProps) {
  const titleId = `${id}-title`;
  return (
    <dialog
      id={id}
      aria-labelledby={titleId}
      closedby="any"
      className="m-auto max-h-[calc(100dvh-1rem)] w-[calc(100%-1rem)] max-w-2xl overflow-y-auto overscroll-contain [scrollbar-gutter:stable] rounded-xl bg-white p-0 text-slate-900 ring-1 ring-slate-950/10 backdrop:bg-slate-950/70"
    >
      <div className="flex min-h-full flex-col">
        <div className="sticky top-0 z-10 flex items-start justify-between gap-4 border-b border-slate-200 bg-white px-5 py-3 sm:px-6">
          <h2
            id={titleId}
            tabIndex={-1}
            autoFocus
            className="pt-1.5 text-xl font-bold text-slate-900 sm:text-2xl"
          >
            {title}
          </h2>
          <span data-js="" className="contents">
            <button
              type="button"
              command="close"
              commandfor={id}
              aria-label="Close dialog"
              title="Close dialog"
              className={closeClass}
            >
              <X aria-hidden="true" className="size-6" />
            </button>
          </span>
          {/* A dialog shown as the URL's target, with scripts off, closes by leaving it. */}
          <span data-no-js="" className="hidden">
            <a href="#main" aria-label="Close dialog" title="Close dialog" className={closeClass}>
              <X aria-hidden="true" className="size-6" />
            </a>
          </span>
        </div>
        <div className="flex-1 px-5 py-5 sm:px-6">
          {children}
          {later && <div className="dialog-later mt-5 space-y-5">{later}</div>}
        </div>
        {footer && (
          <div className="sticky bottom-0 flex flex-wrap justify-end gap-3 border-t border-slate-200 bg-white px-5 py-3 sm:px-6">
            {footer}
          </div>
        )}
      </div>
    </dialog>
  );
}
