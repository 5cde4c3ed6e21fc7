import { ChevronDown } from 'lucide-react';
import type { Question } from '../content/types';
import { LinkedParagraphs } from './ui/linked-text';

/** Questions and answers, each a <details>: the answers are in the HTML, open or not. */
export function Faq({ questions }: { questions: Question[] }) {
  return (
    <div className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {questions.map((q) => (
        <details key={q.question} className="group px-4 sm:px-5">
          <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 py-3 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
            {q.question}
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 transition-transform group-open:rotate-180"
            />
          </summary>
          <div className="space-y-3 pb-4 text-slate-700">
            <LinkedParagraphs paragraphs={q.answer} />
          </div>
        </details>
      ))}
    </div>
  );
}
