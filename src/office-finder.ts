import { officeFor } from './forms/routing';
import { browserSettings } from 'virtual:site-content';

// The locations page's "Which office serves me?" (src/sections/office-finder.tsx): shown once this
// runs, it copies the answer written for the office found, or for none, into its status line.
const finder = document.getElementById('office-finder');
if (finder instanceof HTMLFormElement) {
  const status = finder.querySelector('[role="status"]');
  const place = finder.elements.namedItem('place');
  finder.style.visibility = '';
  finder.addEventListener('submit', (event) => {
    event.preventDefault();
    if (!status || !(place instanceof HTMLInputElement)) return;
    const typed = place.value.trim();
    const office = officeFor(typed, browserSettings.offices, { areaAlone: true })?.office;
    const answer = finder.querySelector<HTMLTemplateElement>(
      `template[data-office="${office?.id ?? ''}"]`,
    );
    if (!answer) return;
    const copy = answer.content.cloneNode(true) as DocumentFragment;
    for (const slot of copy.querySelectorAll('[data-place]')) slot.textContent = typed;
    status.replaceChildren(copy);
  });
}
