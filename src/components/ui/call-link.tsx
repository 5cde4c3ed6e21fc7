import { Phone } from './icons';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { formatLocalPhone, telHref } from '../../lib/phone';

type CallLinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  phone: string;
  label?: string;
  /** The label above the number, without the icon: for narrow places. */
  stacked?: boolean;
  /** Classes of the number alone (hidden, where the label says enough: it stays in the name). */
  numberClassName?: string;
};

/** A tap-to-call link: dials E.164, shows the local format. */
export function CallLink({
  phone,
  label,
  stacked = false,
  numberClassName,
  className,
  ...props
}: CallLinkProps) {
  return (
    <a href={telHref(phone)} className={cn('inline-flex items-center gap-2', className)} {...props}>
      {!stacked && <Phone aria-hidden="true" className="size-4 shrink-0" />}
      <span className={stacked ? 'text-center' : undefined}>
        {label && <span className={stacked ? 'block' : undefined}>{label} </span>}
        <span className={cn('whitespace-nowrap', numberClassName)}>{formatLocalPhone(phone)}</span>
      </span>
    </a>
  );
}
