/**
 * A form modal holds its record in one language (src/components/resource/FormModal.tsx): when the page's
 * language changes, a clean form shows the record again in the new language (a list row through the
 * resource's record call, a tree node through the form's load); a changed one asks first; Save sends the
 * language's own text, so each language keeps its text. The own form pages are held by the browser
 * test tests/e2e/formLanguage.spec.ts. A modal's mask keeps the header's switch out of reach; the
 * switcher rendered beside the screen here stands for any change of the page's language.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { server } from '@mocks/node';
import { db, seededApiKey } from '@mocks/db';
import { LanguageSync } from '@/app/LanguageSync';
import { LanguageSwitcher } from '@/components/LanguageSwitcher';
import Country from '@/features/admin/reference/Country';
import ProductCategory from '@/features/admin/ecommerce/ProductCategory';
import PostCategory from '@/features/admin/posts/PostCategory';
import { nextQuestion } from '../../utils/questions';
import { renderWithProviders } from '../../utils/renderApp';
import { editRow } from './referenceSteps';

const admin = { apiKey: seededApiKey('u1'), session: { language: 'en' as const, direction: 'ltr' as const } };

/** The languages the PUTs of `path` were sent in. */
function putLanguages(path: RegExp): string[] {
  const seen: string[] = [];
  server.use(
    http.put(path, ({ request }) => {
      seen.push(new URL(request.url).searchParams.get('language') ?? '');
      return undefined;
    }),
  );
  return seen;
}

const dialogTitled = async (title: string) => (await screen.findByText(title, { selector: '.ant-modal-title' }, { timeout: 20_000 })).closest('.ant-modal') as HTMLElement;
const switcher = (name: 'فارسی' | 'English') => within(screen.getByRole('group', { name: /Change language|تغییر زبان/ })).getByRole('button', { name });

function screenWithSwitch(ui: React.ReactElement, path: string) {
  return renderWithProviders(
    <>
      <LanguageSync />
      <LanguageSwitcher />
      {ui}
    </>,
    path,
    admin,
  );
}

describe('a form modal and the language switch', () => {
  it('a list record (country): shows the record in the new language, asks first when changed, saves each language its own text', async () => {
    const user = userEvent.setup();
    const iran = db.countries.find((c) => c.id === 'c1')!;
    const languages = putLanguages(/\/basicinformation\/v1\/country\/c1$/);
    screenWithSwitch(<Country />, '/basic-information/country');
    await editRow(user, 'Iran');
    let dialog = await dialogTitled('Edit country');
    const name = () => within(dialog).getByRole('textbox', { name: /^(Name|نام)$/ });
    await waitFor(() => expect(name()).toHaveValue('Iran'));

    // clean: the record again, in Persian; nothing of the English text stays
    await user.click(switcher('فارسی'));
    dialog = await dialogTitled('ویرایش کشور');
    await waitFor(() => expect(name()).toHaveValue('ایران'));

    // changed: the switch asks; "keep editing" keeps the language and the text
    await user.type(name(), ' تغییر');
    const keepEditing = nextQuestion('ادامهٔ ویرایش');
    await user.click(switcher('English'));
    await keepEditing(user);
    expect(name()).toHaveValue('ایران تغییر');
    expect(document.documentElement.lang).toBe('fa');
    // "switch": the English record, not the Persian text
    const switchLanguage = nextQuestion('تغییر زبان و کنار گذاشتن تغییرات');
    await user.click(switcher('English'));
    await switchLanguage(user);
    dialog = await dialogTitled('Edit country');
    await waitFor(() => expect(name()).toHaveValue('Iran'));

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(languages).toEqual(['en']));
    expect(iran.name).toEqual({ fa: 'ایران', en: 'Iran' });
  }, 120_000);

  it('a tree record (product category): the node loaded again in the new language, saved in it', async () => {
    const user = userEvent.setup();
    const category = db.productCategories.find((c) => c.parent === null)!;
    const title = { ...category.title };
    const languages = putLanguages(new RegExp(`/ecommercemanagement/v1/productCategory/${category.id}$`));
    screenWithSwitch(<ProductCategory />, '/ecommerce-management/product-category');
    await user.click(await screen.findByText(new RegExp(`^${category.position} - ${title.en} \\(`), undefined, { timeout: 30_000 }));
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    let dialog = await dialogTitled('Edit product category');
    const field = () => within(dialog).getByRole('textbox', { name: /^(Title|عنوان)$/ });
    await waitFor(() => expect(field()).toHaveValue(title.en));

    await user.click(switcher('فارسی'));
    dialog = await dialogTitled('ویرایش دسته‌بندی محصول');
    await waitFor(() => expect(field()).toHaveValue(title.fa));
    await user.click(within(dialog).getByRole('button', { name: 'ذخیره' }));
    await waitFor(() => expect(languages).toEqual(['fa']));
    expect(category.title).toEqual(title);
  }, 120_000);

  it('a tree record (post category): a changed form asks, and the switch starts it again from the record', async () => {
    const user = userEvent.setup();
    const category = db.postCategories.find((c) => c.parent === null)!;
    const title = { ...category.title };
    const languages = putLanguages(new RegExp(`/postmanagement/v1/postCategory/${category.id}$`));
    screenWithSwitch(<PostCategory />, '/post-management/post-category');
    await user.click(await screen.findByText(new RegExp(title.en), undefined, { timeout: 30_000 }));
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await dialogTitled('Edit post category');
    const field = () => within(screen.getAllByRole('dialog').at(0)!).getByRole('textbox', { name: /^(Title|عنوان)$/ });
    await waitFor(() => expect(field()).toHaveValue(title.en));
    await user.clear(field());
    await user.type(field(), 'Typed in English');
    const switchLanguage = nextQuestion('Switch and discard changes');
    await user.click(switcher('فارسی'));
    await switchLanguage(user);
    await waitFor(() => expect(field()).toHaveValue(title.fa));
    expect(dialog).toBeInTheDocument();
    await user.click(within(screen.getAllByRole('dialog').at(0)!).getByRole('button', { name: 'ذخیره' }));
    await waitFor(() => expect(languages).toEqual(['fa']));
    expect(category.title).toEqual(title);
  }, 120_000);
});
