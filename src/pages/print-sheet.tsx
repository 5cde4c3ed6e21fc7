import type { ComponentProps } from 'react';
import type { Office } from '../content/types';
import { PrintButton } from '../components/print-parts';
import { QrSheet } from '../components/qr-code';
import { PageHero } from '../sections/page-hero';
import { siteConfig } from 'virtual:site-content';
import { PageShell } from './page-shell';
import type { Route } from './page-kind';

/**
 * An office's sheet to print for its crews (review cards, equipment stickers): its title and
 * print button on screen only, then the sheet, each piece with a QR code to `path` on the site.
 */
export function PrintSheetPage(
  props: { route: Route; office: Office; path: string; printLabel: string } & Pick<
    ComponentProps<typeof QrSheet>,
    'size' | 'count' | 'heading' | 'text' | 'lineText'
  >,
) {
  const { route, office, path, printLabel, ...sheet } = props;
  return (
    <PageShell nav="locations" office={office.id}>
      <div className="print:hidden">
        <PageHero
          trail={route.trail}
          title={route.name}
          lede={route.lede}
          action={<PrintButton label={printLabel} />}
        />
      </div>
      <QrSheet
        {...sheet}
        symbol={`qr-${office.id}-${sheet.size}`}
        address={`${siteConfig.siteUrl}${path}`}
        companyName={siteConfig.companyName}
        phone={office.phone}
      />
    </PageShell>
  );
}
