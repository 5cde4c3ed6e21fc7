import { officeFor, townPageFor } from '../domain/routing';
import { browserOffices } from 'virtual:site-content/browserOffices';

// "Which office serves me?" (src/components/office-finder.tsx), on the locations page, in the
// dialog of every office's line and in the emergency dialog: shown once this runs, it copies the
// answer written for the office found, or for none, into its status line.
for (const finder of document.querySelectorAll<HTMLFormElement>('form[data-office-finder]')) {
  const status = finder.querySelector('[role="status"]');
  const place = finder.elements.namedItem('place');
  finder.classList.remove('invisible');
  finder.addEventListener('submit', (event) => {
    event.preventDefault();
    if (!status || !(place instanceof HTMLInputElement)) return;
    const typed = place.value.trim();
    const office = officeFor(typed, browserOffices, { areaAlone: true })?.office;
    const answers = finder.dataset.answersFrom
      ? document.getElementById(finder.dataset.answersFrom)
      : finder;
    const answer = answers?.querySelector<HTMLTemplateElement>(
      `template[data-office="${office?.id ?? ''}"]`,
    );
    if (!answer) return;
    const copy = answer.content.cloneNode(true) as DocumentFragment;
    for (const slot of copy.querySelectorAll('[data-place]')) slot.textContent = typed;
    // The town typed, or its postal code's area, may have a page of its own: link it too.
    const town = office
      ? townPageFor(
          typed,
          [
            ...(answers?.querySelectorAll<HTMLTemplateElement>(
              `template[data-town="${office.id}"]`,
            ) ?? []),
          ].map((template) => ({
            names: [template.dataset.names ?? ''],
            areas: (template.dataset.areas ?? '').split(' ').filter(Boolean),
            value: template,
          })),
        )
      : undefined;
    if (town) copy.append(town.content.cloneNode(true));
    status.replaceChildren(copy);
  });
}
