/** India's calling code: numbers without a country code get it (document 1, section 5). */
const DEFAULT_COUNTRY_CODE = '91';

/**
 * The wa.me number for a phone as students type it: digits only, with +91 added when the number
 * has no country code ("98765 43210" → 919876543210). Null when there is no usable number.
 */
export function whatsappNumber(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const trimmed = phone.trim();
  let digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) return digits.length >= 8 ? digits : null;
  if (digits.startsWith('00')) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  if (digits.length === 10) return DEFAULT_COUNTRY_CODE + digits;
  return digits.length >= 11 ? digits : null;
}

/** https://wa.me/<number>, optionally with a message ready to send; null without a usable number. */
export function whatsappLink(phone: string | null | undefined, message?: string): string | null {
  const number = whatsappNumber(phone);
  if (!number) return null;
  const text = message ? `?text=${encodeURIComponent(message)}` : '';
  return `https://wa.me/${number}${text}`;
}
