/**
 * Form errors reach a screen reader: an invalid field is marked aria-invalid and its
 * message is its accessible description; a message about the whole form is an alert.
 * (Password change and member detail edit: password.test.tsx and memberInfo.test.tsx.)
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, signInAs } from '../renderApp';

describe('form errors for assistive technology', () => {
  it('an attachment refused on the leave application describes the file field', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await signInAs('demo-member');
    renderApp('/applications/TemporaryAbsence');
    const files = await screen.findByLabelText('添付ファイル');
    expect(files).toHaveAttribute('aria-invalid', 'false');

    await user.upload(files, new File(['x'], 'memo.exe', { type: 'application/octet-stream' }));

    expect(files).toHaveAttribute('aria-invalid', 'true');
    expect(files).toHaveAccessibleDescription(
      /^「memo.exe」は添付できない種類のファイルです（添付できる種類: PDF、JPG、JPEG、PNG）/,
    );
  });

  it('a goods order with no quantity describes the quantity field', async () => {
    const user = userEvent.setup();
    await signInAs('demo-member');
    renderApp('/Products/ProductOrder?productId=101');
    await user.click(await screen.findByRole('button', { name: '確認へ' }));

    const quantity = screen.getByRole('spinbutton', { name: /^数量/ });
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
    expect(quantity).toHaveAccessibleDescription(
      '数量を1以上にしてください（0のままではご注文いただけません）',
    );
  });

  it('an event entry without the terms agreed is announced as an alert', async () => {
    const user = userEvent.setup();
    await signInAs('demo-member');
    // 110: an event demo-member has not applied for (109's entry would open her participation).
    renderApp('/events/entry?id=110');
    await user.click(await screen.findByRole('button', { name: '確認へ' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('参加規約への同意が必要です。');
  });
});
