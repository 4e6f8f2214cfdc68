/** Phone display: +98 shown as a leading 0 (spec §9); comma-separated lists split. */
export function displayPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  const trimmed = phone.trim();
  if (trimmed.startsWith('+98')) return `0${trimmed.slice(3).trim()}`;
  if (trimmed.startsWith('0098')) return `0${trimmed.slice(4).trim()}`;
  return trimmed;
}

export function splitPhones(value: string | null | undefined): string[] {
  return (value ?? '').split(',').map((p) => displayPhone(p)).filter(Boolean);
}
