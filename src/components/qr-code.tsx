import { Fragment } from 'react';
import { renderSVG } from 'uqr';
import { cn } from '../lib/cn';
import { formatLocalPhone, telHref } from '../lib/phone';

/** The QR code of an address, drawn by uqr: its view box and its drawing. */
function qrCode(address: string) {
  const svg = renderSVG(address, { border: 2 });
  const [, viewBox = '', drawing = ''] =
    /<svg[^>]*viewBox="([^"]+)"[^>]*>([\s\S]*)<\/svg>/.exec(svg) ?? [];
  return { viewBox, drawing };
}

/** An address as printed: without its scheme, breakable after each slash. */
const shownAddress = (address: string) => address.replace(/^https?:\/\//, '');

/** The code drawn once, as a symbol each card or sticker of a sheet uses. */
function QrSymbol({ id, address }: { id: string; address: string }) {
  const qr = qrCode(address);
  return (
    <svg aria-hidden="true" className="hidden">
      <symbol id={id} viewBox={qr.viewBox} dangerouslySetInnerHTML={{ __html: qr.drawing }} />
    </svg>
  );
}

/** One use of the symbol, named by the address it reads as. */
function QrImage({
  symbol,
  address,
  className,
}: {
  symbol: string;
  address: string;
  className: string;
}) {
  return (
    <svg role="img" aria-label={`QR code: ${shownAddress(address)}`} className={className}>
      <use href={`#${symbol}`} />
    </svg>
  );
}

/** The printed address, which may break after a slash on a narrow card. */
function BreakableAddress({ address }: { address: string }) {
  return (
    <span className="font-semibold">
      {shownAddress(address)
        .split('/')
        .map((part, j) => (
          <Fragment key={j}>
            {j > 0 && '/'}
            {j > 0 && <wbr />}
            {part}
          </Fragment>
        ))}
    </span>
  );
}

/** A card's or a sticker's size on the sheet, and its QR code's. */
const SHEET_SIZES = {
  /** Eight to a Letter sheet: 3.5 × 2 inches, as a business card. */
  card: {
    grid: 'sm:grid-cols-[3.5in_3.5in]',
    item: 'w-[3.5in]',
    code: 'size-[1.35in]',
    heading: 'text-[10pt]',
  },
  /** Ten to a Letter sheet: 4 × 2 inches, as Avery 5163 labels. */
  sticker: {
    grid: 'sm:grid-cols-[4in_4in]',
    item: 'w-[4in]',
    code: 'size-[1.5in]',
    heading: 'text-[10.5pt]',
  },
} as const;

/**
 * A sheet to print and cut for the crews: the same card (or sticker) `count` times, each the
 * company's name, a heading, the address with its QR code, and the office's line.
 */
export function QrSheet(props: {
  size: keyof typeof SHEET_SIZES;
  count: number;
  symbol: string;
  address: string;
  companyName: string;
  heading: string;
  /** Before the address. */
  text: string;
  /** Before the office's line. */
  lineText: string;
  phone: string;
}) {
  const size = SHEET_SIZES[props.size];
  const { symbol, address } = props;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 print:p-0">
      <QrSymbol id={symbol} address={address} />
      <ul className={cn('grid justify-center gap-0', size.grid)}>
        {Array.from({ length: props.count }, (_, i) => (
          <li
            key={i}
            className={cn(
              'flex h-[2in] items-center gap-3 border border-dashed border-slate-400 bg-white p-3 text-slate-900',
              size.item,
            )}
          >
            <QrImage symbol={symbol} address={address} className={cn(size.code, 'shrink-0')} />
            <div className="min-w-0 space-y-1 text-[9pt] leading-snug">
              <p className="font-bold">{props.companyName}</p>
              <p className={cn(size.heading, 'font-bold')}>{props.heading}</p>
              <p>
                {`${props.text} `}
                <BreakableAddress address={address} />
              </p>
              <p>
                {`${props.lineText} `}
                <a href={telHref(props.phone)} className="whitespace-nowrap font-semibold">
                  {formatLocalPhone(props.phone)}
                </a>
              </p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
