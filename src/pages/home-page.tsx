import { About } from '../sections/about';
import { Contact } from '../sections/contact';
import { Hero } from '../sections/hero';
import { Services } from '../sections/services';
import { PageShell } from './page-shell';

export function HomePage() {
  return (
    <PageShell nav="home">
      <Hero />
      <Services />
      <About />
      <Contact />
    </PageShell>
  );
}
