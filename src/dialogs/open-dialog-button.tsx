import type { ComponentProps } from 'react';
import { Button } from '../components/ui/button';

type OpenDialogButtonProps = Omit<ComponentProps<typeof Button>, 'command' | 'commandfor'> & {
  dialog: string;
};

/** Opens a dialog of the page with no download: the browser's Invoker Commands, or the page script. */
export function OpenDialogButton({ dialog, ...props }: OpenDialogButtonProps) {
  return <Button command="show-modal" commandfor={dialog} {...props} />;
}
