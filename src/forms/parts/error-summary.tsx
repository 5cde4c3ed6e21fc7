import type { MouseEvent } from 'react';
import { problemText } from '../engine/check';
import type { ProblemWords } from './form-parts';
import type { FormEngine } from '../engine/use-form';

/**
 * The problems of the last send, as GOV.UK Frontend's error summary: the focus moves to it once,
 * on the send; the alert is on an inner element (read by every screen reader); each problem is a
 * link that puts the focus in its field, its label in view. Typing never moves the focus.
 */
export function ErrorSummary({
  form,
  words,
  level = 3,
}: {
  form: FormEngine;
  words: ProblemWords;
  /** Its heading's level: one below the form's own heading. */
  level?: 2 | 3;
}) {
  const { problems, summaryElement, idOf } = form;
  if (problems.length === 0) return null;
  const Heading = level === 2 ? 'h2' : 'h3';
  const goTo = (name: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    const field = document.getElementById(idOf(name));
    if (!field) return;
    event.preventDefault();
    field.closest('div')?.scrollIntoView({ block: 'start' });
    field.focus({ preventScroll: true });
  };
  return (
    <div
      ref={summaryElement}
      tabIndex={-1}
      className="space-y-2 rounded-lg border-2 border-red-700 bg-red-50 p-4 text-slate-900 focus:outline-4 focus:outline-red-700 sm:col-span-2"
    >
      <div role="alert">
        <Heading className="font-semibold">{words.fix}</Heading>
        <ul className="mt-2 list-disc space-y-1 pl-6">
          {problems.map(({ name, problem }) => (
            <li key={name}>
              <a
                href={`#${idOf(name)}`}
                onClick={goTo(name)}
                className="underline underline-offset-4"
              >
                {problemText(words[problem], form.words.labels[name] ?? name)}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
