import logoSvg from '../../public/favicon.svg?raw';
import { cn } from '../lib/cn';
import { siteConfig } from 'virtual:site-content';

/** The logo mark (public/favicon.svg, also the source of the icons) and the company's name. */
export function Logo({ className, inverted = false }: { className?: string; inverted?: boolean }) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-extrabold tracking-tight', className)}>
      <span
        aria-hidden="true"
        className="size-9 shrink-0 [&>svg]:size-full"
        dangerouslySetInnerHTML={{ __html: logoSvg }}
      />
      <span className={cn('text-lg leading-tight', inverted ? 'text-white' : 'text-slate-900')}>
        {siteConfig.companyName}
      </span>
    </span>
  );
}
