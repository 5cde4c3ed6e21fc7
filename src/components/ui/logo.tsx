import { siteConfig } from '../../site.config';
import { cn } from '../../lib/cn';

export function Logo({ className, inverted = false }: { className?: string; inverted?: boolean }) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-extrabold tracking-tight', className)}>
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-9 shrink-0">
        <rect width="32" height="32" rx="7" fill="#b91c1c" />
        <path d="M16 5 5 14h3v12h6v-7h4v7h6V14h3z" fill="#fff" />
        <path
          d="M16 12.5c-1.9 2.4-2.8 4-2.8 5.2a2.8 2.8 0 0 0 5.6 0c0-1.2-.9-2.8-2.8-5.2z"
          fill="#b91c1c"
        />
      </svg>
      <span className={cn('text-lg leading-tight', inverted ? 'text-white' : 'text-slate-900')}>
        {siteConfig.companyName}
      </span>
    </span>
  );
}
