import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { ApiRequestError } from '../../../../lib/api-client';
import { renderWithProviders } from '../../../../test/render';
import { shopper } from '../../../../test/user';
import { BulkReasonDialog } from './bulk-reason-dialog';

async function choose(reason: string) {
  const user = shopper();
  await user.click(screen.getByRole('combobox', { name: /Reason/ }));
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: reason }));
}

describe('the bulk dialogs that name a reason (cancel, return)', () => {
  test('a return asks for a reason, and a note for Other, before anything is sent', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderWithProviders(
      <BulkReasonDialog move="returned" count={3} onSubmit={onSubmit} onClose={() => {}} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Mark 3 orders returned' });
    const send = within(dialog).getByRole('button', { name: 'Mark 3 returned' });
    const user = shopper();
    await user.click(send);
    expect(await within(dialog).findByText('Choose a reason')).toBeTruthy();
    await choose('Other');
    // A reason chosen, its message goes at once, before the next try.
    expect(within(dialog).queryByText('Choose a reason')).toBeNull();
    await user.click(send);
    expect(await within(dialog).findByText('Write a note for "Other"')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(within(dialog).getByRole('textbox', { name: /Note/ }), 'Box was wet');
    await user.click(send);
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        status: 'returned',
        reason: 'other',
        note: 'Box was wet',
      }),
    );
  });

  test('a cancel offers the staff reasons, is kept with "Keep orders", and shows the server’s refusal under the field', async () => {
    const onClose = vi.fn();
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce(new ApiRequestError(400, 'Invalid', { reason: 'Not a reason' }))
      .mockRejectedValueOnce(new Error('offline'));
    renderWithProviders(
      <BulkReasonDialog move="cancelled" count={2} onSubmit={onSubmit} onClose={onClose} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Cancel 2 orders' });
    const user = shopper();
    await choose('No answer');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel 2 orders' }));
    expect(onSubmit).toHaveBeenCalledWith({
      status: 'cancelled',
      reason: 'no_answer',
      note: undefined,
    });
    expect(await within(dialog).findByText('Not a reason')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel 2 orders' }));
    expect(
      await within(dialog).findByText('The orders could not be changed. Please try again.'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Keep orders' }));
    expect(onClose).toHaveBeenCalled();
  });
});
