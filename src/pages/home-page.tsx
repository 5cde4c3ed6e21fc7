import { SiteDialogs } from '../dialogs/site-dialogs';
import { About } from '../sections/about';
import { Contact } from '../sections/contact';
import { Footer } from '../sections/footer';
import { Header } from '../sections/header';
import { Hero } from '../sections/hero';
import { MobileCallBar } from '../sections/mobile-call-bar';
import { Services } from '../sections/services';
import { SkipLink } from '../sections/skip-link';

export function HomePage() {
  return (
    <>
      <SkipLink />
      <Header />
      <main id="main" tabIndex={-1}>
        <Hero />
        <Services />
        <About />
        <Contact />
      </main>
      <Footer />
      <MobileCallBar />
      <SiteDialogs />
    </>
  );
}
