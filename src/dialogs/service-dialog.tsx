import { ArrowRight } from 'lucide-react';
import { ServiceDetails } from '../components/service-details';
import { WhileYouWaitFor } from '../components/safety-steps';
import { Dialog } from '../components/ui/dialog';
import type { Service } from '../content/types';
import { paths } from '../domain/paths';
import { dialogIds } from './dialog-ids';
import { OpenDialogButton } from './open-dialog-button';
import { LinkedText } from '../components/ui/linked-text';

/** A service card's "Learn More" on the landing page: the details, and a link to its page. */
export function ServiceDialog({ service }: { service: Service }) {
  return (
    <Dialog
      id={service.slug}
      title={service.title}
      footer={
        <>
          <OpenDialogButton dialog={dialogIds.contact} variant="outline">
            Request Quote
          </OpenDialogButton>
          <OpenDialogButton dialog={dialogIds.contact}>Get Emergency Help</OpenDialogButton>
        </>
      }
    >
      <div className="space-y-6">
        <p className="text-slate-700">
          <LinkedText text={service.details.description} />
        </p>
        <WhileYouWaitFor type={service.safetyType} />
        <ServiceDetails details={service.details} headings="h3" />
        <a
          href={paths.service(service.slug)}
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-red-800 underline underline-offset-4"
        >
          Costs, insurance and common questions: the {service.title} page
          <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
        </a>
      </div>
    </Dialog>
  );
}
