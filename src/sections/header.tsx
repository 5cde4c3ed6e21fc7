import { Mail } from 'lucide-react';
import { CallLink } from '../components/ui/call-link';
import { Logo } from '../components/ui/logo';
import { dialogIds } from '../dialogs/dialog-ids';
import { OpenDialogButton } from '../dialogs/open-dialog-button';
import { siteConfig } from '../site.config';

const navLinks = [
  { href: '#services', label: 'Services' },
  { href: '#about', label: 'About' },
  { href: '#contact', label: 'Contact' },
];

export function Header() {
  return (
    <header>
      <div className="bg-slate-900 text-sm text-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-1 px-4 py-2">
          <CallLink
            phone={siteConfig.emergencyPhone}
            label="24/7 Emergency:"
            className="min-h-11 font-semibold underline-offset-4 hover:underline"
          />
          <a
            href={`mailto:${siteConfig.email.general}`}
            className="hidden min-h-11 items-center gap-2 underline-offset-4 hover:underline sm:inline-flex"
          >
            <Mail aria-hidden="true" className="size-4" />
            {siteConfig.email.general}
          </a>
        </div>
      </div>
      <div className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3">
          <a href="/" className="rounded-md" aria-label={`${siteConfig.companyName}, home`}>
            <Logo />
          </a>
          <nav aria-label="Main" className="order-last w-full md:order-none md:w-auto">
            <ul className="flex gap-1 md:gap-4">
              {navLinks.map((link) => (
                <li key={link.href}>
                  <a
                    href={link.href}
                    className="inline-flex min-h-11 items-center rounded-md px-3 font-medium text-slate-800 hover:bg-slate-100"
                  >
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <OpenDialogButton dialog={dialogIds.contact}>Get Emergency Help</OpenDialogButton>
        </div>
      </div>
    </header>
  );
}
