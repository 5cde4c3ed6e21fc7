import type { ComponentProps } from 'react';
import { Button, buttonClass } from '../components/ui/button';

type OpenDialogButtonProps = Omit<ComponentProps<typeof Button>, 'command' | 'commandfor'> & {
  dialog: string;
  /** Where the plain link of a page without scripts leads; the dialog itself (by :target) if not given. */
  fallbackHref?: string;
};

/**
 * Opens a dialog of the page with no download: the browser's Invoker Commands, or the page
 * script where a browser lacks them. With scripts off, where a browser without Invoker Commands
 * could not open it, a plain link takes its place (src/browser/enhance.css swaps them).
 */
export function OpenDialogButton({
  dialog,
  fallbackHref = `#${dialog}`,
  variant,
  className,
  children,
  ...props
}: OpenDialogButtonProps) {
  return (
    <>
      <span data-js="" className="contents">
        <Button
          command="show-modal"
          commandfor={dialog}
          variant={variant}
          className={className}
          {...props}
        >
          {children}
        </Button>
      </span>
      <span data-no-js="" className="hidden">
        <a
          href={fallbackHref}
          aria-label={props['aria-label']}
          className={buttonClass(variant, className)}
        >
          {children}
        </a>
      </span>
    </>
  );
}
