import { CloudLightning, Droplets, Flame, Microscope, Wrench, type LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import type { ServiceIcon as ServiceIconName } from '../content/types';

const icons: Record<ServiceIconName, LucideIcon> = {
  water: Droplets,
  fire: Flame,
  equipment: Wrench,
  storm: CloudLightning,
  mold: Microscope,
};

export function ServiceIcon({ name, ...props }: { name: ServiceIconName } & ComponentProps<'svg'>) {
  const Icon = icons[name];
  return <Icon aria-hidden="true" {...props} />;
}
