import { Toaster } from '../components/ui/toaster';
import { ContactForm } from './contact-form';
import { IslandFrame } from './island-frame';

export const CONTACT_ISLAND_ID = 'contact-form';

/** The call-back form, its toasts and what follows a send (see island-frame.tsx). */
export function ContactIsland({ container }: { container?: Element }) {
  return (
    <>
      <IslandFrame container={container}>
        <ContactForm />
      </IslandFrame>
      <Toaster />
    </>
  );
}
