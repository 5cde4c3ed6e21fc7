import { Phone } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { formatLocalPhone, telHref } from '../../lib/phone';

type CallLinkProps = Omit<ComponentProps<'a'>, 'href'> & { phone: string; label?: string };

/** A tap-to-call link: dials E.164, shows the local format. */
export function CallLink({ phone, label, className, ...props }: CallLinkProps) {
  return (
    <a href={telHref(phone)} className={cn('inline-flex items-center gap-2', className)} {...props}>
      <Phone aria-hidden="true" className="size-4 shrink-0" />
      <span>
        {label && <span>{label} </span>}
        <span className="whitespace-nowrap">{formatLocalPhone(phone)}</span>
      </span>
    </a>
  );
}
