import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export function Badge({ className, ...props }: ComponentProps<'li'>) {
  return (
    <li
      className={cn(
        'rounded-full border border-slate-300 bg-slate-50 px-3 py-1 text-sm font-medium text-slate-800',
        className,
      )}
      {...props}
    />
  );
}
