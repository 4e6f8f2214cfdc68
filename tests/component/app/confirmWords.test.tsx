/**
 * Every confirmation says "انصراف / تأیید" in fa ("Cancel / OK" in en): antd's own words for the buttons
 * of a confirmation that names none (Modal.confirm, Popconfirm) are the app's `common.cancel` and
 * `common.ok` (src/app/Providers.tsx), not antd's Persian "لغو / تایید".
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, Button, Popconfirm } from 'antd';
import { renderWithProviders } from '../../utils/renderApp';

function Confirmations() {
  const { modal } = App.useApp();
  return (
    <>
      <Popconfirm title="?">
        <Button>pop</Button>
      </Popconfirm>
      <Button onClick={() => modal.confirm({ title: '??' })}>modal</Button>
    </>
  );
}

const WORDS = {
  fa: { ok: 'تأیید', cancel: 'انصراف' },
  en: { ok: 'OK', cancel: 'Cancel' },
} as const;

describe.each(['fa', 'en'] as const)('confirmation buttons (%s)', (language) => {
  it('a Popconfirm and a modal confirmation without their own words use the app’s', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Confirmations />, '/', { session: { language, direction: language === 'fa' ? 'rtl' : 'ltr' } });
    await user.click(screen.getByRole('button', { name: 'pop' }));
    expect(await screen.findByRole('button', { name: WORDS[language].ok })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: WORDS[language].cancel })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: WORDS[language].cancel }));

    await user.click(screen.getByRole('button', { name: 'modal' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(WORDS[language].ok);
    expect(dialog).toHaveTextContent(WORDS[language].cancel);
    expect(dialog.textContent).not.toMatch(/لغو|تایید/);
  });
});
