import { browserSettings } from 'virtual:site-content';
import { FoldedLines } from '../../components/serving-line';
import { loadedOffices } from '../sending/office-lines';

/**
 * The lines a form offers after a send: the office it went to first, the rest folded beyond two;
 * the 24/7 line alone when the offices could not be fetched.
 */
export function CallLines({ first }: { first: string | null }) {
  return <FoldedLines offices={loadedOffices()} office={first} company={browserSettings.company} />;
}
