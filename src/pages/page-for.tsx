import { GuidePage } from './guide-page';
import { GuidesPage } from './guides-page';
import { HomePage } from './home-page';
import { KitPage } from './kit-page';
import { ManagersPage } from './managers-page';
import { ProfilePage } from './profile-page';
import { ProsPage } from './pros-page';
import { TradesPage } from './trades-page';
import { InsurancePage } from './insurance-page';
import { LegalPage } from './legal-page';
import { LocationPage } from './location-page';
import { LocationsPage } from './locations-page';
import type { Route } from './routes';
import { ServicePage } from './service-page';
import { ServicesPage } from './services-page';

/** The page component a route renders. */
export function PageFor({ route }: { route: Route }) {
  const { page } = route;
  switch (page.kind) {
    case 'home':
      return <HomePage />;
    case 'services':
      return <ServicesPage route={route} />;
    case 'service':
      return <ServicePage route={route} service={page.service} />;
    case 'locations':
      return <LocationsPage route={route} />;
    case 'location':
      return <LocationPage route={route} office={page.office} />;
    case 'insurance':
      return <InsurancePage route={route} guide={page.guide} />;
    case 'managers':
      return <ManagersPage route={route} />;
    case 'profile':
      return <ProfilePage route={route} />;
    case 'pros':
      return <ProsPage route={route} />;
    case 'trades':
      return <TradesPage route={route} />;
    case 'kit':
      return <KitPage route={route} />;
    case 'guides':
      return <GuidesPage route={route} guides={page.guides} />;
    case 'guide':
      return <GuidePage route={route} guide={page.guide} />;
    case 'legal':
      return <LegalPage route={route} document={page.document} />;
  }
}
