import { Suspense, type ReactNode } from 'react';
import { Modal } from '../components/ui/modal';
import { Toaster } from '../components/ui/toaster';
import { Button } from '../components/ui/button';
import { services } from '../content/services';
import { EmergencyCallLinks } from '../sections/emergency-call-links';
import { useDialogs, type DialogRequest } from './dialog-state';
import { ContactForm, LegalBody, ServiceBody } from './lazy-bodies';

function Loading() {
  return <p className="py-8 text-center text-slate-600">Loading…</p>;
}

function titleOf(request: DialogRequest): string {
  switch (request.kind) {
    case 'contact':
      return 'Get Emergency Help';
    case 'service':
      return services.find((service) => service.id === request.id)?.title ?? 'Our Services';
    case 'privacy':
      return 'Privacy Policy';
    case 'terms':
      return 'Terms of Service';
  }
}

export function DialogHost() {
  const { current, openDialog, closeDialog } = useDialogs();
  let body: ReactNode = null;
  let footer: ReactNode = undefined;
  if (current?.kind === 'contact') {
    body = (
      <div className="space-y-5">
        <EmergencyCallLinks />
        <ContactForm />
      </div>
    );
  } else if (current?.kind === 'service') {
    body = <ServiceBody id={current.id} />;
    footer = (
      <>
        <Button variant="outline" onClick={() => openDialog({ kind: 'contact' })}>
          Request Quote
        </Button>
        <Button onClick={() => openDialog({ kind: 'contact' })}>Get Emergency Help</Button>
      </>
    );
  } else if (current) {
    body = <LegalBody document={current.kind} />;
  }
  return (
    <Modal
      open={current !== null}
      title={current ? titleOf(current) : ''}
      contentKey={current ? `${current.kind}${current.kind === 'service' ? current.id : ''}` : ''}
      onClose={closeDialog}
      footer={footer}
    >
      <Suspense fallback={<Loading />}>{body}</Suspense>
      <Toaster active />
    </Modal>
  );
}
