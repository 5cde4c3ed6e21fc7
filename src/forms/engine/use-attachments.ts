import { useState } from 'react';
import { browserSettings } from 'virtual:site-content';
import { addressOf } from '../../domain/routing';
import type { FormKind, FormValues } from '../../form-kinds/form-kind';
import {
  attachedLine,
  attachProblem,
  attachText,
  readDataUrl,
  type Attachment,
  type AttachWords,
} from './attachments';

/**
 * The documents chosen for a kind's file fields, held beside the words and never kept in a draft:
 * one of another kind or over the plan's size is refused in words, nothing else touched.
 */
export function useAttachments(kind: FormKind, words: { attach?: AttachWords }) {
  const [files, setFiles] = useState<Record<string, Attachment>>({});
  const [said, setSaid] = useState<Record<string, string>>({});
  // A new key empties the file inputs, which no value can.
  const [generation, setGeneration] = useState(0);
  const maxBytes = browserSettings.attachMaxKb * 1024;
  const email = addressOf(kind.fallbackInbox, browserSettings.email);
  const attach = (name: string, accept: string) => async (file: File | null) => {
    setFiles(({ [name]: _, ...rest }) => rest);
    setSaid(({ [name]: _, ...rest }) => rest);
    if (!file) return;
    const problem = attachProblem(file, accept, maxBytes);
    const tell = (why: keyof AttachWords) =>
      setSaid((all) => ({
        ...all,
        [name]: attachText(words.attach?.[why] ?? why, file, maxBytes, email),
      }));
    if (problem) return tell(problem);
    try {
      const dataUrl = await readDataUrl(file);
      setFiles((all) => ({ ...all, [name]: { fileName: file.name, bytes: file.size, dataUrl } }));
    } catch {
      tell('unreadable');
    }
  };
  const clear = () => {
    setFiles({});
    setSaid({});
    setGeneration((count) => count + 1);
  };
  /** The words as sent (each file named under its field) and the documents the e-mail carries. */
  const withFiles = (values: FormValues) => {
    const chosen = Object.entries(files);
    return {
      values: {
        ...values,
        ...Object.fromEntries(chosen.map(([name, file]) => [name, attachedLine(file)])),
      },
      documents: Object.fromEntries(chosen.map(([name, file]) => [name, file.dataUrl])),
    };
  };
  return {
    /** A file field's change handler, by its name and the kinds it takes. */
    attach,
    /** What was said of a file not attached, by its field's name. */
    said,
    /** Changes when the file inputs must be emptied (after a send that clears the form). */
    generation,
    clear,
    withFiles,
  };
}

export type Attachments = ReturnType<typeof useAttachments>;
