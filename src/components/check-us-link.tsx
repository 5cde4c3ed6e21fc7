import { check } from 'virtual:site-content';
import { paths } from '../domain/paths';

/** After the terms, in their dialog and on their page: where to check the company before signing. */
export function CheckUsLink() {
  return (
    <p>
      <a
        href={paths.check}
        className="inline-flex min-h-11 items-center font-semibold text-slate-900 underline underline-offset-4"
      >
        {check.termsLink}
      </a>
    </p>
  );
}
