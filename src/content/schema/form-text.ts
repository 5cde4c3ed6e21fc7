import { z } from 'zod';
import { text, words } from './fields.ts';

/**
 * content/pages/form-text.json: the contact form's own words around the spec's fixed ones (which
 * live in src/lib/spec-strings.ts): its notices, what follows a sent request, and the other ways.
 */
export const formTextSchema = z.strictObject({
  intro: text({
    title: 'Over the fields',
    widget: 'text',
    description: '{{callBack}} and {{businessHours}} name the promise in the settings',
  }),
  notices: words('While the form loads', {
    noScript: 'With JavaScript off',
    loading: 'A press before the form has loaded',
    failedTitle: 'When the form cannot load: heading',
    failedText: 'When the form cannot load: text',
    retry: 'Button that loads it again',
  }),
  sent: words('After a request is sent', {
    heading: 'Heading',
    callBack: 'The call-back promise (its call links follow)',
    hours: 'Business hours',
    reference: 'Before the request reference',
    quote: 'After the request reference',
    whileYouWait: 'Heading over the safety steps',
    another: 'Button for another request',
  }),
  unconfirmed: words('When a send got no answer', {
    title: 'Heading',
    mayArrive: 'Before the request reference',
    callToBeSure: 'After the request reference',
    sameReference: 'About sending it again',
  }),
  offline: words('When there is no connection', {
    title: 'Heading',
    text: 'Text',
    cancel: 'Button that stops the automatic send',
  }),
  waited: words('A request that waited and was not sent', {
    notSent: 'When it was not sent',
    notConfirmed: 'When it was not confirmed',
    reload: 'Why: the page reloaded',
    error: 'Why: it could not be delivered',
    timeout: 'Why: no answer came',
    offline: 'Why: still no connection',
    send: 'Button that sends it',
    keep: 'Button that keeps it',
  }),
  otherWays: words('When a request cannot be sent: the other ways', {
    lead: 'Heading (the call links follow)',
    sms: 'Text-message button',
    email: 'E-mail button',
    copy: 'Copy button',
    shortened: 'When the description was shortened',
    copied: 'After copying',
    copyFailed: 'When copying failed',
    show: 'Disclosure that shows the request',
    textLabel: 'Label of the request as text',
  }),
});
