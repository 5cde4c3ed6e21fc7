/** Turns a North American number in any common notation into E.164, or null if it cannot be one. */
export function toE164(phone: string): string | null {
  if (/[^\d\s().+-]/.test(phone)) return null;
  const digits = phone.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (!/^[2-9]\d{2}[2-9]\d{6}$/.test(national)) return null;
  return `+1${national}`;
}

/** "(403) 555-0123" for a valid number; the input unchanged otherwise. */
export function formatLocalPhone(phone: string): string {
  const e164 = toE164(phone);
  if (!e164) return phone;
  const n = e164.slice(2);
  return n.startsWith('8') && /^8(00|33|44|55|66|77|88)/.test(n)
    ? `1-${n.slice(0, 3)}-${n.slice(3, 6)}-${n.slice(6)}`
    : `(${n.slice(0, 3)}) ${n.slice(3, 6)}-${n.slice(6)}`;
}

export function telHref(phone: string): string {
  return `tel:${toE164(phone) ?? phone.replace(/[^\d+]/g, '')}`;
}
