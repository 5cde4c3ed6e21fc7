import { About } from '../sections/about';
import { Contact } from '../sections/contact';
import { CustomerWords } from '../sections/customer-words';
import { Hero } from '../sections/hero';
import { Services } from '../sections/services';
import { PageShell } from './page-shell';

export function HomePage() {
  return (
    <PageShell nav="home">
      <Hero />
      <Services />
      <About />
      <CustomerWords />
      <Contact />
    </PageShell>
  );
}
