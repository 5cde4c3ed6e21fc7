import { useState } from 'react';
import { browserSettings } from 'virtual:site-content';
import { addressOf, fallbackRoute } from '../../domain/routing';
import { fillPlaceholders } from '../../lib/fill-placeholders';
import type { FormKind, FormValues } from '../../form-kinds/form-kind';
import {
  attachedLine,
  attachProblem,
  attachText,
  attachYourselfLine,
  documentType,
  largestFile,
  notAttachedLine,
  readDataUrl,
  readHead,
  sizeText,
  type Attachment,
  type AttachWords,
} from './attachments';

/** A document chosen: read whole when the site can attach it, else only named. */
type Chosen = Pick<Attachment, 'fileName' | 'bytes'> & { dataUrl?: string };

/**
 * The documents chosen for a kind's file fields, held beside the words and never kept in a draft:
 * one of another kind (by its first bytes) or over the plan's size is refused in words, nothing
 * else touched. Without a template that attaches files (the kind's inbox has none), a document is
 * named in the e-mail as not attached, and the form says so before and after it is chosen.
 */
export function useAttachments(kind: FormKind, words: { attach?: AttachWords }) {
  const [files, setFiles] = useState<Record<string, Chosen>>({});
  const [said, setSaid] = useState<Record<string, string>>({});
  // A new key empties the file inputs, which no value can.
  const [generation, setGeneration] = useState(0);
  const maxBytes = browserSettings.attachMaxKb * 1024;
  const email = addressOf(kind.fallbackInbox, browserSettings.email);
  // Only a template of the kind's own inbox has the variable attachment (docs/hiring.md).
  const canAttach =
    kind.fallbackInbox !== 'inbox' &&
    fallbackRoute(kind.fallbackInbox, browserSettings.email).templateId !== null;
  const tellText = (why: keyof AttachWords, file: { name: string; size: number }) =>
    attachText(words.attach?.[why] ?? why, file, maxBytes, email);
  const attach = (name: string, accept: string) => async (file: File | null) => {
    setFiles(({ [name]: _, ...rest }) => rest);
    setSaid(({ [name]: _, ...rest }) => rest);
    if (!file) return;
    const tell = (why: keyof AttachWords) =>
      setSaid((all) => ({ ...all, [name]: tellText(why, file) }));
    try {
      const head = await readHead(file);
      const problem = attachProblem(file, head, accept, maxBytes);
      if (problem) return tell(problem);
      const chosen: Chosen = { fileName: file.name, bytes: file.size };
      if (!canAttach) {
        setFiles((all) => ({ ...all, [name]: chosen }));
        return tell('noTemplate');
      }
      const dataUrl = await readDataUrl(file, documentType(head)!);
      setFiles((all) => ({ ...all, [name]: { ...chosen, dataUrl } }));
    } catch {
      tell('unreadable');
    }
  };
  const clear = () => {
    setFiles({});
    setSaid({});
    setGeneration((count) => count + 1);
  };
  const lineOf = (file: Chosen) =>
    file.dataUrl ? attachedLine(file) : notAttachedLine(file, email);
  /** The words as sent (each file named under its field) and the documents the e-mail carries. */
  const withFiles = (values: FormValues) => {
    const chosen = Object.entries(files);
    return {
      values: {
        ...values,
        ...Object.fromEntries(chosen.map(([name, file]) => [name, lineOf(file)])),
      },
      documents: Object.fromEntries(
        chosen.flatMap(([name, file]) => (file.dataUrl ? [[name, file.dataUrl]] : [])),
      ),
    };
  };
  /** The words as handed off another way: each document named, for the sender to attach. */
  const forHandOff = (values: FormValues): FormValues => ({
    ...values,
    ...Object.fromEntries(
      Object.entries(files).map(([name, file]) => [name, attachYourselfLine(file)]),
    ),
  });
  return {
    /** A file field's change handler, by its name and the kinds it takes. */
    attach,
    /** What was said of a file not attached, by its field's name. */
    said,
    /** What a file field says before a file is chosen: the largest it takes, or that it cannot. */
    hint: fillPlaceholders((canAttach ? words.attach?.limit : words.attach?.noTemplate) ?? '', {
      most: sizeText(largestFile(maxBytes)),
      email,
    }),
    /** Changes when the file inputs must be emptied (after a send that clears the form). */
    generation,
    clear,
    withFiles,
    forHandOff,
  };
}

export type Attachments = ReturnType<typeof useAttachments>;
