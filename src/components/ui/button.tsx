import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'onDark' | 'linkOnDark';

const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg py-2.5 font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-70';

export const buttonVariants: Record<ButtonVariant, string> = {
  primary: 'px-5 bg-red-700 text-white hover:bg-red-800 shadow-sm',
  secondary: 'px-5 bg-slate-900 text-white hover:bg-slate-800',
  outline: 'px-5 border-2 border-slate-300 bg-white text-slate-900 hover:border-slate-500',
  onDark: 'px-5 border-2 border-white/70 text-white hover:bg-white/10',
  linkOnDark:
    'px-2 text-sm font-medium text-slate-200 underline underline-offset-4 hover:text-white',
};

export function buttonClass(variant: ButtonVariant = 'primary', className?: string): string {
  return cn(base, buttonVariants[variant], className);
}

type ButtonProps = ComponentProps<'button'> & { variant?: ButtonVariant };

export function Button({ variant, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />;
}
