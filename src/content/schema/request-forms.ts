import { z } from 'zod';
import {
  businessKindNames,
  businessKinds,
  type BusinessKindName,
  type FieldName,
} from '../../form-kinds/business.ts';
import { describe, text, words } from './fields.ts';

/** "claimNumber" → "Claim number": the editor's name for a field's label. */
const titleOf = (name: string) => {
  const spaced = name.replace(/([A-Z])/g, ' $1').toLowerCase();
  return spaced[0]!.toUpperCase() + spaced.slice(1);
};

/** One label for each of the kind's fields, no more and no fewer: the e-mail lists them by these. */
const labelsOf = <K extends BusinessKindName>(kind: K) =>
  words(
    'Field labels',
    Object.fromEntries(
      businessKinds[kind].fields.map(({ name }) => [name, titleOf(name)]),
    ) as Record<FieldName<K>, string>,
  );

const formShape = <K extends BusinessKindName>(kind: K) =>
  z.strictObject({
    heading: text({ title: 'Heading over the form' }),
    intro: text({ title: 'Over the fields', widget: 'text' }),
    subject: text({
      title: 'What the request is called',
      description: 'The e-mail subject begins with it, and it names the form to screen readers',
    }),
    submit: text({ title: 'Send button' }),
    labels: labelsOf(kind),
    sent: text({
      title: 'After it is sent',
      widget: 'text',
      description: '{{time}} is when the office answers, on the sender’s clock',
    }),
  });

const formWords = <K extends BusinessKindName>(kind: K) =>
  describe(formShape(kind), { title: businessKinds[kind].editorTitle });

/**
 * The application's words beyond every form's: an applicant is told before sending where the
 * application goes, what accommodation they may ask for, and, if it fails, how else to send it.
 */
const applicationWords = describe(
  formShape('application').extend({
    accommodation: text({
      title: 'Accommodation for applicants with disabilities',
      widget: 'text',
      description:
        'On the careers page, every opening and the receipt: that accommodation is available on request at every step of hiring, and whom to ask ({{careersEmail}}). Required for an opening in Ontario (AODA, O. Reg. 191/11, s. 22)',
    }).optional(),
    privacy: text({
      title: 'Where the application goes',
      widget: 'text',
      description: 'Over the send button: the service it passes through, and where',
    }),
    privacyLink: text({ title: 'Link to the privacy policy, after it' }),
    failed: text({
      title: 'When it could not be sent',
      widget: 'text',
      description: 'Said in place of the emergency form’s words; the e-mail way follows',
    }),
    otherWay: text({
      title: 'Over the e-mail way, when it could not be sent',
      widget: 'text',
    }),
  }),
  { title: businessKinds.application.editorTitle },
);

type FormWordsOf = {
  [K in Exclude<BusinessKindName, 'application'>]: ReturnType<typeof formWords<K>>;
} & { application: typeof applicationWords };

/** Each business kind's words, under its name, in the kinds' order. */
const everyForm = Object.fromEntries(
  businessKindNames.map((kind) => [
    kind,
    kind === 'application' ? applicationWords : formWords(kind),
  ]),
  // Object.fromEntries keeps no key's type: each kind's words are typed by its own fields again.
) as unknown as FormWordsOf;

/**
 * content/pages/request-forms.json: the words of the business requests (assign a loss, an
 * agreement, an equipment account, a trade partner). Which fields each has, and which are
 * required, is the code's (src/form-kinds/business.ts).
 */
export const requestFormsSchema = z.strictObject({
  ...everyForm,
  shared: words('What every business form says', {
    required: 'How required fields are marked (after the asterisk)',
    noScript: 'With JavaScript off: {{email}} names the e-mail to use, the lines follow',
    missing: 'A required field left empty: {{label}} names it',
    notEmail: 'An e-mail address that is not one: {{label}} names the field',
    futureDate: 'A date later than today: {{label}} names the field',
    notDate: 'A date that is not one: {{label}} names the field',
    fix: 'Over the list of fields to fix',
    sending: 'The send button while it sends',
    reference: 'Before the reference, after it is sent',
    summary: 'Heading over the copy of the request',
    copy: 'Button that copies it',
    copied: 'Once copied',
    copyFailed: 'When the browser will not copy',
    print: 'Button that prints it',
    another: 'Button for another request',
    fileTooLarge:
      'A document over the size the form attaches: {{file}}, {{size}}, {{most}} and {{email}} (where to send it)',
    fileNotDocument: 'A file not of the kinds asked for: {{file}} names it',
    fileUnreadable: 'A file the browser could not read: {{file}} and {{email}}',
    fileLimit:
      'Under a file field, before a file is chosen: {{most}} is the largest file it attaches',
    fileNoTemplate:
      'Under a file field when the site has no template to attach it: {{email}} is where to send it',
  }),
});

export type RequestForms = z.output<typeof requestFormsSchema>;

/** The placeholders the forms' words may name, filled when the form is shown or sent. */
export const requestFormPlaceholders = {
  'shared.noScript': ['email'],
  'shared.missing': ['label'],
  'shared.notEmail': ['label'],
  'shared.futureDate': ['label'],
  'shared.notDate': ['label'],
  'shared.fileTooLarge': ['file', 'size', 'most', 'email'],
  'shared.fileNotDocument': ['file'],
  'shared.fileUnreadable': ['file', 'email'],
  'shared.fileLimit': ['most'],
  'shared.fileNoTemplate': ['email'],
  // What each form says once sent: when the office answers.
  ...Object.fromEntries(businessKindNames.map((kind) => [`${kind}.sent`, ['time'] as const])),
} as const;
