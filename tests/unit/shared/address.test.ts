/** The address line in each language's order, and the address text's kept prefix. */
import { keepPrefix } from '@/components/location/locationForm';
import { formatAddress, storeAddress } from '@/lib/address';

const count = (text: string, word: string) => text.split(word).length - 1;

describe('formatAddress', () => {
  it('fa reads from the larger place to the smaller: province, city, region, then the street', () => {
    expect(formatAddress({ province: 'اصفهان', city: 'کاشان', region: 'منطقه ۲', place: 'خیابان امیرکبیر، کوچه یاس' }, 'fa')).toBe('اصفهان، کاشان، منطقه ۲، خیابان امیرکبیر، کوچه یاس');
    // the geocoded place starts with its city: the city stands once, before the region, not after it
    expect(formatAddress({ province: 'تهران', city: 'تهران', region: 'منطقه ۳', place: 'تهران، خیابان آزادی' }, 'fa')).toBe('تهران، منطقه ۳، خیابان آزادی');
    expect(formatAddress({ province: 'فارس', city: 'شیراز', place: 'فارس، شیراز، بلوار زند' }, 'fa')).toBe('فارس، شیراز، بلوار زند');
    expect(formatAddress({ place: 'خیابان آزادی' }, 'fa-IR')).toBe('خیابان آزادی');
  });

  it('en reads from the smaller place to the larger, with the English comma', () => {
    expect(formatAddress({ province: 'Isfahan', city: 'Kashan', region: 'District 2', place: 'Yas Alley, Amir Kabir St' }, 'en')).toBe('Yas Alley, Amir Kabir St, District 2, Kashan, Isfahan');
    // the English geocoder ends with the city, a store's text starts with it: either way it is said once, last
    expect(formatAddress({ province: 'Tehran', city: 'Tehran', region: 'District 3', place: 'Laleh Alley, Valiasr Street, Tehran' }, 'en')).toBe('Laleh Alley, Valiasr Street, District 3, Tehran');
    expect(formatAddress({ province: 'Tehran', city: 'Tehran', place: 'Tehran, Vanak Sq., Mollasadra St.' }, 'en')).toBe('Vanak Sq., Mollasadra St., Tehran');
    expect(formatAddress({ province: 'Tehran', city: 'Tehran' }, 'en')).not.toContain('،');
  });

  it('en never names the city twice, in English and again in Persian from the place text', () => {
    const line = formatAddress({ province: 'Tehran', city: 'Tehran', region: 'District 3', place: 'تهران، خیابان ولیعصر، بالاتر از میدان ونک، کوچه نیلوفر' }, 'en');
    expect(line).toBe('خیابان ولیعصر، بالاتر از میدان ونک، کوچه نیلوفر, District 3, Tehran');
    expect(count(line, 'Tehran')).toBe(1);
    expect(line).not.toContain('تهران');
    // a Persian place text that starts with its street keeps it whole
    expect(formatAddress({ city: 'Tehran', place: 'خیابان ولیعصر، کوچه ۴' }, 'en')).toBe('خیابان ولیعصر، کوچه ۴, Tehran');
    // with no English name to stand for it, the Persian city stays
    expect(formatAddress({ place: 'تهران، خیابان ولیعصر' }, 'en')).toBe('تهران، خیابان ولیعصر');
  });

  it('says nothing for an empty address', () => {
    expect(formatAddress({ province: null, city: undefined, region: '', place: '' }, 'en')).toBe('');
    expect(formatAddress({}, 'fa')).toBe('');
  });
});

describe('storeAddress', () => {
  it('names the store\'s populated province and city around its address text, in each language\'s order', () => {
    const province = { id: 'p1', name: 'Tehran' };
    expect(storeAddress({ province, city: { id: 'ct1', name: 'Tehran' }, address: 'Tehran, Enghelab St.' }, 'en')).toBe('Enghelab St., Tehran');
    expect(storeAddress({ province: { id: 'p1', name: 'تهران' }, city: { id: 'ct1', name: 'تهران' }, address: 'تهران، خیابان انقلاب' }, 'fa')).toBe('تهران، خیابان انقلاب');
    // ids alone name nothing: the text as it is
    expect(storeAddress({ province: 'p1', city: 'ct1', address: 'تهران، خیابان انقلاب' }, 'fa')).toBe('تهران، خیابان انقلاب');
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
