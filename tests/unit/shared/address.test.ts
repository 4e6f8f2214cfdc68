/** The address line and the address text's kept prefix. */
import { keepPrefix } from '@/components/location/locationForm';
import { joinAddress } from '@/lib/address';

describe('joinAddress', () => {
  it('joins with the language\'s comma', () => {
    expect(joinAddress(['Tehran', 'District 3'], 'Azadi St', 'en')).toBe('Tehran, District 3, Azadi St');
    expect(joinAddress(['تهران', 'منطقه ۳'], 'خیابان آزادی', 'fa')).toBe('تهران، منطقه ۳، خیابان آزادی');
    expect(joinAddress(['Tehran', 'District 3'], 'Azadi St', 'en')).not.toContain('،');
  });

  it('does not repeat what the place starts with, or the name before', () => {
    expect(joinAddress(['Tehran', 'Tehran', 'District 3'], 'Tehran, Azadi St', 'en')).toBe('District 3, Tehran, Azadi St');
    expect(joinAddress(['تهران', 'تهران', 'منطقه ۳'], 'تهران، خیابان آزادی', 'fa')).toBe('منطقه ۳، تهران، خیابان آزادی');
    expect(joinAddress([null, undefined, ''], '', 'en')).toBe('');
  });
});

describe('keepPrefix', () => {
  const place = 'تهران، خیابان آزادی';
  it('keeps what is typed over the whole text, after the place', () => {
    expect(keepPrefix('B', place)).toBe(`${place} B`);
    expect(keepPrefix('Block 4', place)).toBe(`${place} Block 4`);
  });
  it('keeps the place when a deletion reaches into it, and text typed after it', () => {
    expect(keepPrefix(place.slice(0, -1), place)).toBe(place);
    expect(keepPrefix(`${place}، پلاک ۲`, place)).toBe(`${place}، پلاک ۲`);
    expect(keepPrefix('anything', '')).toBe('anything');
  });
});
