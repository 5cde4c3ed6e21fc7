import type { ComponentProps } from 'react';
import { Button } from '../components/ui/button';
import { useDialogs, type DialogRequest } from './dialog-state';
import { preloadDialog } from './lazy-bodies';

type OpenDialogButtonProps = Omit<ComponentProps<typeof Button>, 'onClick'> & {
  dialog: DialogRequest;
};

export function OpenDialogButton({ dialog, ...props }: OpenDialogButtonProps) {
  const { openDialog } = useDialogs();
  const preload = () => preloadDialog(dialog.kind);
  return (
    <Button
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => openDialog(dialog)}
      {...props}
    />
  );
}
