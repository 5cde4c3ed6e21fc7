import type { Office } from '../content/types';
import { providersOf } from '../domain/places';
import { paths } from '../domain/paths';
import { services } from 'virtual:site-content';
import { TitledSection } from './titled-section';

/** The services an office provides, each a link to its page: on its page and its towns'. */
export function OfficeServices(props: { office: Office; titleId: string; title: string }) {
  const { office, titleId, title } = props;
  return (
    <TitledSection titleId={titleId} title={title}>
      <ul>
        {services
          .filter((service) => providersOf([office], service.slug).includes(office))
          .map((service) => (
            <li key={service.slug}>
              <a
                href={paths.service(service.slug)}
                className="inline-flex min-h-11 items-center font-semibold text-slate-900 underline underline-offset-4"
              >
                {service.title}
              </a>
            </li>
          ))}
      </ul>
    </TitledSection>
  );
}
