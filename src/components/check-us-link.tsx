import { check, sign } from 'virtual:site-content';
import { paths } from '../domain/paths';

const linkClass =
  'inline-flex min-h-11 items-center font-semibold text-slate-900 underline underline-offset-4';

/**
 * After the terms, in their dialog and on their page: where to check the company, and the papers
 * it asks you to sign, blank, before signing.
 */
export function CheckUsLink() {
  return (
    <ul>
      <li>
        <a href={paths.check} className={linkClass}>
          {check.termsLink}
        </a>
      </li>
      <li>
        <a href={paths.sign} className={linkClass}>
          {sign.termsLink}
        </a>
      </li>
    </ul>
  );
}
