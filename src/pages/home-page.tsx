import { About } from '../sections/about';
import { Contact } from '../sections/contact';
import { CustomerWords } from '../sections/customer-words';
import { Hero } from '../sections/hero';
import { Services } from '../sections/services';
import { PageShell } from './page-shell';
import type { PageKind } from './page-kind';
import { homeTitle } from './titles';
import { paths } from '../domain/paths';
import { GROUPED_ABOVE } from '../domain/places';

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

export const pageKind: PageKind = {
  order: 0,
  routes: ({ content, allOf }) => [
    {
      path: paths.home,
      name: 'Restoring Lives with Care',
      lede: content.siteConfig.tagline,
      titles: homeTitle(content.siteConfig),
      description: content.pageText.homeDescription,
      // Beyond a few offices the contact section lists their lines, not their cards.
      officesInFull:
        content.siteConfig.offices.length > GROUPED_ABOVE ? [] : content.siteConfig.offices,
      sources: [
        'pages:about',
        'pages:highlights',
        ...allOf('service:'),
        ...allOf('office:'),
        ...allOf('testimonial:'),
      ],
      render: () => <HomePage />,
    },
  ],
};
