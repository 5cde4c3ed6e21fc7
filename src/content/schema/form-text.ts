import { z } from 'zod';
import { text, words } from './fields.ts';

/**
 * content/pages/form-text.json: the contact form's own words around the spec's fixed ones (which
 * live in src/domain/spec-strings.ts): its notices, what follows a sent request, and the other ways.
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
    callBackBy: 'The call-back promise, {{time}} on the visitor’s clock (its call links follow)',
    afterHours:
      'The same outside business hours: {{city}} names the office, {{time}} when it calls',
    photos: 'Asking for photos by text message: {{city}} names the office',
    photosLink: 'The link that writes the text message: {{city}} names the office',
    photosBody: 'The text message it starts: {{reference}} is the request’s',
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
  retrying: words('While the page tries a send again by itself', {
    title: 'Heading',
    throttled: 'Why: EmailJS is busy (it answered 429)',
    down: 'Why: EmailJS is down (it answered 5xx)',
    network: 'Why: the connection failed on the way',
    timeout: 'Why: no answer in 20 seconds',
    next: 'The next try, before the office’s line: {{try}} its number, {{time}} when it goes, {{reference}} the request’s',
  }),
  refused: words('When EmailJS refuses the account (a spent quota, a lost Gmail connection)', {
    title: 'Heading: sending again will not help',
    text: 'Text (the call links and the other ways follow)',
  }),
  offline: words('When there is no connection', {
    title: 'Heading',
    text: 'Text',
    closeable:
      'Where the browser sends it by itself even once the page is closed (Background Sync: Chrome, Edge, Samsung Internet)',
    keepOpen: 'Where it goes only while the page is open (Firefox, Safari)',
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

/** The placeholders a field of the form's words may use besides the site-wide ones. */
export const formPlaceholders = {
  'sent.callBackBy': ['time'],
  'sent.afterHours': ['city', 'time'],
  'sent.photos': ['city'],
  'sent.photosLink': ['city'],
  'sent.photosBody': ['reference'],
  'retrying.next': ['try', 'time', 'reference'],
} as const;
