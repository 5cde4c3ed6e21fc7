import { Logo } from '../components/ui/logo';
import { dialogIds } from '../dialogs/dialog-ids';
import { OpenDialogButton } from '../dialogs/open-dialog-button';
import { siteConfig } from '../site.config';

export function Footer() {
  return (
    <footer className="render-when-near bg-slate-950 pb-24 text-slate-300 sm:pb-0">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 md:flex-row md:items-center md:justify-between">
        <div>
          <Logo inverted />
          <p className="mt-2 max-w-md text-sm">{siteConfig.tagline}</p>
        </div>
        <div className="flex flex-col gap-2 md:items-end">
          <div className="flex gap-2">
            <OpenDialogButton dialog={dialogIds.privacy} variant="linkOnDark">
              Privacy Policy
            </OpenDialogButton>
            <OpenDialogButton dialog={dialogIds.terms} variant="linkOnDark">
              Terms of Service
            </OpenDialogButton>
          </div>
          <p className="text-sm">
            © {siteConfig.copyrightYear} {siteConfig.companyName}. All rights reserved.
          </p>
        </div>
      </div>
    </footer>
  );
}
