/** No 0/O or 1/I: a reference read out over the phone cannot be misheard as another. */
export const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const REFERENCE_LENGTH = 6;

type RandomFill = (array: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>;

export function createReference(
  randomValues: RandomFill = (array) => crypto.getRandomValues(array),
): string {
  // 256 is a multiple of the 32-letter alphabet, so every letter is equally likely.
  const bytes = randomValues(new Uint8Array(REFERENCE_LENGTH));
  return Array.from(bytes, (byte) => REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length]).join('');
}
