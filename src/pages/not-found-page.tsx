import { buttonClass } from '../components/ui/button';
import { Logo } from '../components/ui/logo';
import { SiteNotice } from '../sections/site-notice';

/** Static: the missing path is logged by the page's inline script (src/inline/not-found-script.js). */
export function NotFoundPage() {
  return (
    <>
      <SiteNotice />
      <main className="flex min-h-screen flex-col items-center justify-center gap-6 bg-slate-50 px-4 text-center">
        <Logo />
        <h1 className="text-6xl font-extrabold text-slate-900">404</h1>
        <p className="text-xl text-slate-700">Oops! Page not found</p>
        <a href="/" className={buttonClass('primary')}>
          Return to Home
        </a>
      </main>
    </>
  );
}
