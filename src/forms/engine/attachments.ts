import { fillPlaceholders } from '../../lib/fill-placeholders';

/** A document chosen for a file field, read whole so the e-mail can carry it. */
export interface Attachment {
  fileName: string;
  bytes: number;
  /** The file as a data URL: EmailJS's variable attachment takes it from the send's parameters. */
  dataUrl: string;
}

/** Why a chosen file was not attached: the form keeps every word either way. */
export type AttachProblem = 'tooLarge' | 'notDocument' | 'unreadable';

/**
 * The words of each, with {{file}}, {{size}}, {{most}} and {{email}}; and what a file field says
 * before a file is chosen: the largest it takes (`limit`), or that the site cannot attach one.
 */
export type AttachWords = Record<AttachProblem | 'noTemplate' | 'limit', string>;

/** "512 bytes", "38 KB", "2.4 MB": a size as a person reads it. */
export const sizeText = (bytes: number) =>
  bytes < 1024
    ? `${bytes} bytes`
    : bytes < 1024 * 1024
      ? `${Math.round(bytes / 1024)} KB`
      : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** The document types a file field may take, as its first bytes tell them. */
const DOCUMENT_TYPES = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;

/** How many of a file's first bytes tell its type. */
export const HEAD_BYTES = 8;

const startsWith = (head: Uint8Array, bytes: readonly number[]) =>
  bytes.every((byte, i) => head[i] === byte);

/**
 * A document's type by its first bytes, whatever its name says: "%PDF-" a PDF, the compound-file
 * signature a Word 97–2003 document, a ZIP a Word document (a .docx is one). A program renamed
 * "resume.pdf" is none of them.
 */
export function documentType(head: Uint8Array): string | null {
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) return DOCUMENT_TYPES.pdf;
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return DOCUMENT_TYPES.doc;
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return DOCUMENT_TYPES.docx;
  return null;
}

/** Whether a type is one of those an input's `accept` names, by type or by its extension. */
export function accepted(accept: string, type: string): boolean {
  const extensions = Object.entries(DOCUMENT_TYPES)
    .filter(([, mime]) => mime === type)
    .map(([extension]) => `.${extension}`);
  return accept
    .split(',')
    .map((kind) => kind.trim().toLowerCase())
    .some((kind) => kind === type || extensions.includes(kind));
}

/** "data:application/pdf;base64,": what a document's data URL starts with. */
const dataUrlHead = (type: string) => `data:${type};base64,`.length;

/** The bytes a file takes in the request: its data URL, base64 being a third larger. */
export const sentBytes = (bytes: number, type: string) =>
  dataUrlHead(type) + 4 * Math.ceil(bytes / 3);

/** The largest file of a type whose data URL fits `maxBytes`: what the form says it takes. */
export const largestFile = (maxBytes: number, type: string = DOCUMENT_TYPES.docx) =>
  Math.max(0, Math.floor((maxBytes - dataUrlHead(type)) / 4) * 3);

/**
 * Whether a file may be attached: a document of an accepted type by its first bytes, whose data
 * URL (what is sent) is no larger than the plan allows.
 */
export function attachProblem(
  file: { size: number },
  head: Uint8Array,
  accept: string,
  maxBytes: number,
): AttachProblem | null {
  const type = documentType(head);
  if (!type || !accepted(accept, type)) return 'notDocument';
  return sentBytes(file.size, type) > maxBytes ? 'tooLarge' : null;
}

/** What the e-mail says of an attached document, under its field's label. */
export const attachedLine = ({ fileName, bytes }: Pick<Attachment, 'fileName' | 'bytes'>) =>
  `${fileName} (${sizeText(bytes)}), attached`;

/** What the e-mail says of a document chosen that the site has no template to attach. */
export const notAttachedLine = (
  { fileName, bytes }: Pick<Attachment, 'fileName' | 'bytes'>,
  email: string,
) =>
  `${fileName} (${sizeText(bytes)}), not attached: this site cannot attach files yet; the sender is asked to e-mail it to ${email}`;

/** What a request handed off another way says of a document: the sender attaches it themselves. */
export const attachYourselfLine = ({ fileName, bytes }: Pick<Attachment, 'fileName' | 'bytes'>) =>
  `${fileName} (${sizeText(bytes)}): attach it to this e-mail`;

/** A problem said in the owner's words; `most` is the largest file the plan takes. */
export const attachText = (
  template: string,
  file: { name: string; size: number },
  maxBytes: number,
  email: string,
) =>
  fillPlaceholders(template, {
    file: file.name,
    size: sizeText(file.size),
    most: sizeText(largestFile(maxBytes)),
    email,
  });

/** Reads a file's first bytes, which tell its type; none when the browser cannot read it. */
export const readHead = async (file: Blob) =>
  new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());

/** Reads a file whole as a data URL of the type its bytes tell; rejects when it cannot be read. */
export const readDataUrl = (file: Blob, type: string) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    // The name's type may lie: the e-mail carries the type the bytes tell.
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^;,]*/, `data:${type}`));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
