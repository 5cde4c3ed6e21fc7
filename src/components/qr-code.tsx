import { Fragment } from 'react';
import { renderSVG } from 'uqr';

/** The QR code of an address, drawn by uqr: its view box and its drawing. */
function qrCode(address: string) {
  const svg = renderSVG(address, { border: 2 });
  const [, viewBox = '', drawing = ''] =
    /<svg[^>]*viewBox="([^"]+)"[^>]*>([\s\S]*)<\/svg>/.exec(svg) ?? [];
  return { viewBox, drawing };
}

/** An address as printed: without its scheme, breakable after each slash. */
export const shownAddress = (address: string) => address.replace(/^https?:\/\//, '');

/** The code drawn once, as a symbol each card or sticker of a sheet uses. */
export function QrSymbol({ id, address }: { id: string; address: string }) {
  const qr = qrCode(address);
  return (
    <svg aria-hidden="true" className="hidden">
      <symbol id={id} viewBox={qr.viewBox} dangerouslySetInnerHTML={{ __html: qr.drawing }} />
    </svg>
  );
}

/** One use of the symbol, named by the address it reads as. */
export function QrImage({
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
export function BreakableAddress({ address }: { address: string }) {
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
