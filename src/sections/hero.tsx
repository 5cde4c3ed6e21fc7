import { Award, Clock, ShieldCheck } from 'lucide-react';
import { buttonClass } from '../components/ui/button';
import { dialogIds } from '../dialogs/dialog-ids';
import { OpenDialogButton } from '../dialogs/open-dialog-button';
import { pageText } from 'virtual:site-content';

const trustPoints = [
  { icon: Clock, label: '24/7 Emergency Response' },
  { icon: ShieldCheck, label: 'Licensed & Insured' },
  { icon: Award, label: 'Certified Technicians' },
];

export function Hero() {
  return (
    <section
      aria-labelledby="hero-title"
      className="bg-gradient-to-br from-slate-900 via-slate-800 to-red-950 text-white"
    >
      <div className="mx-auto max-w-6xl px-4 py-14 sm:py-20 lg:py-24">
        <p className="mb-4 inline-block rounded-full bg-red-700 px-3 py-1 text-sm font-semibold">
          {pageText.landing.heroBadge}
        </p>
        <h1
          id="hero-title"
          className="max-w-3xl text-4xl font-extrabold leading-tight sm:text-5xl lg:text-6xl"
        >
          Restoring Lives with Care
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-slate-200 sm:text-xl">
          {pageText.landing.heroLede}
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <OpenDialogButton dialog={dialogIds.contact} className="text-lg">
            Get Emergency Help
          </OpenDialogButton>
          <a href="#services" className={buttonClass('onDark', 'text-lg')}>
            View Our Services
          </a>
        </div>
        <ul className="mt-10 flex flex-wrap gap-x-8 gap-y-3 text-slate-100">
          {trustPoints.map(({ icon: Icon, label }) => (
            <li key={label} className="flex items-center gap-2 font-medium">
              <Icon aria-hidden="true" className="size-5 text-red-300" />
              {label}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
