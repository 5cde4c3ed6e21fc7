import { longDate } from '../lib/dates';
import { paths } from '../domain/paths';
import { PageHero } from '../sections/page-hero';
import { pageText } from 'virtual:site-content';
import { PageShell } from './page-shell';
import type { ListedGuide, PageKind, Route } from './page-kind';

/** Every guide, newest first: its title, date and summary. */
export function GuidesPage({ route, guides }: { route: Route; guides: ListedGuide[] }) {
  return (
    <PageShell nav="other">
      <PageHero trail={route.trail} title={route.name} lede={route.lede} />
      <div className="mx-auto max-w-3xl px-4 py-12">
        <ul className="space-y-8">
          {guides.map((guide) => (
            <li key={guide.path}>
              <h2 className="text-2xl font-bold text-slate-900">
                <a href={guide.path} className="underline underline-offset-4">
                  {guide.title}
                </a>
              </h2>
              <p className="mt-1 text-sm text-slate-600">
                <time dateTime={guide.published}>{longDate(guide.published)}</time>
              </p>
              <p className="mt-2 text-lg text-slate-800">{guide.summary}</p>
            </li>
          ))}
        </ul>
        <p className="mt-10">
          <a href={paths.guidesFeed} className="underline underline-offset-4">
            {pageText.guidePage.feedLink}
          </a>
        </p>
      </div>
    </PageShell>
  );
}

export const pageKind: PageKind = {
  order: 110,
  routes: ({ content, allOf }) => {
    const text = content.pageText.guides;
    const listed: ListedGuide[] = [
      ...content.guides.map((article) => ({ ...article, path: paths.guide(article.id) })),
      { ...content.insurance, path: paths.insurance },
    ].sort((a, b) => b.published.localeCompare(a.published) || a.path.localeCompare(b.path));
    return [
      {
        path: paths.guides,
        name: text.name,
        lede: text.lede,
        titles: [`${text.name} | ${content.siteConfig.companyName}`, text.name],
        description: text.description,
        feed: listed,
        sources: [...allOf('guide:'), 'pages:insurance'],
        render: (route) => <GuidesPage route={route} guides={listed} />,
      },
    ];
  },
};
