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

/** The words of each, with {{file}}, {{size}}, {{most}} and {{email}}. */
export type AttachWords = Record<AttachProblem, string>;

/** "512 bytes", "38 KB", "2.4 MB": a size as a person reads it. */
export const sizeText = (bytes: number) =>
  bytes < 1024
    ? `${bytes} bytes`
    : bytes < 1024 * 1024
      ? `${Math.round(bytes / 1024)} KB`
      : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** Whether a file is one of the kinds an input's `accept` names, by its extension or its type. */
export function accepted(accept: string, file: { name: string; type: string }): boolean {
  const name = file.name.toLowerCase();
  return accept
    .split(',')
    .map((kind) => kind.trim().toLowerCase())
    .some((kind) => (kind.startsWith('.') ? name.endsWith(kind) : kind === file.type));
}

/** Whether a file may be attached: of an accepted kind, and no larger than the plan allows. */
export function attachProblem(
  file: { name: string; type: string; size: number },
  accept: string,
  maxBytes: number,
): AttachProblem | null {
  if (!accepted(accept, file)) return 'notDocument';
  return file.size > maxBytes ? 'tooLarge' : null;
}

/** What the e-mail says of an attached document, under its field's label. */
export const attachedLine = ({ fileName, bytes }: Attachment) =>
  `${fileName} (${sizeText(bytes)}), attached`;

/** A problem said in the owner's words. */
export const attachText = (
  template: string,
  file: { name: string; size: number },
  maxBytes: number,
  email: string,
) =>
  fillPlaceholders(template, {
    file: file.name,
    size: sizeText(file.size),
    most: sizeText(maxBytes),
    email,
  });

/** Reads a file whole as a data URL; rejects when the browser cannot read it. */
export const readDataUrl = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
