import type { FieldSpec } from '../../form-kinds/form-kind';
import type { Attachments } from '../engine/use-attachments';
import type { FormEngine } from '../engine/use-form';
import { fieldBox } from './form-parts';
import { LinkedText } from '../../components/ui/linked-text';

/**
 * A document to attach: its label, the kinds and size it takes (said before a file is chosen), and
 * what was said of a file it could not attach (heard at once; every word typed stays).
 */
export function FileControl({
  form,
  files,
  field,
}: {
  form: FormEngine;
  files: Attachments;
  field: FieldSpec;
}) {
  const id = form.idOf(field.name);
  const said = files.said[field.name];
  const described = [files.hint && `${id}-hint`, said && `${id}-said`].filter(Boolean).join(' ');
  return (
    <div className="sm:col-span-2">
      <label htmlFor={id} className="font-medium">
        {form.words.labels[field.name] ?? field.name}
      </label>
      {/* Said before a file is chosen: the largest it takes, or that the site cannot attach one. */}
      {files.hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-700">
          <LinkedText text={files.hint} />
        </p>
      )}
      <input
        key={files.generation}
        id={id}
        type="file"
        name={field.name}
        accept={field.accept}
        aria-describedby={described || undefined}
        onChange={(event) =>
          void files.attach(field.name, field.accept ?? '')(event.target.files?.[0] ?? null)
        }
        className={`${fieldBox} file:mr-3 file:rounded file:border-0 file:bg-slate-200 file:px-3 file:py-1`}
      />
      {/* Said the moment it appears: an alert put in the page is read out at once. */}
      {said && (
        <p id={`${id}-said`} role="alert" className="mt-1 text-sm font-medium text-red-800">
          <LinkedText text={said} />
        </p>
      )}
    </div>
  );
}
