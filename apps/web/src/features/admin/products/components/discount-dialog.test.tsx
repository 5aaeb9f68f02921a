import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { jsonResponse, startFakeApi } from '../../../../test/fake-api';
import { renderWithProviders } from '../../../../test/render';
import { shopper } from '../../../../test/user';
import { DiscountDialog } from './discount-dialog';

const discount = {
  id: 7,
  name: 'Eid',
  percent: 20,
  scope: 'products',
  scopeValue: null,
  products: 2,
  createdBy: 'owner@shop.test',
  createdAt: '2026-11-26T05:00:00.000Z',
  removedBy: null,
  removedAt: null,
};

describe('the discount dialog (decision 0025)', () => {
  test('discounts the ticked products by default, checking its fields first', async () => {
    const api = startFakeApi();
    api.on('POST', '/api/admin/discounts', () => jsonResponse(201, { discount }));
    const onApplied = vi.fn();
    const onClose = vi.fn();
    renderWithProviders(
      <DiscountDialog open selectedIds={[3, 5]} onClose={onClose} onApplied={onApplied} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Update Discount' });
    const user = shopper();
    const apply = within(dialog).getByRole('button', { name: 'Apply Discount' });
    await user.click(apply);
    expect(await within(dialog).findByText('Name is required')).toBeTruthy();
    expect(within(dialog).getByText('Discount is required')).toBeTruthy();
    expect(within(dialog).getByRole('combobox', { name: 'Applies to' })).toHaveProperty(
      'value',
      'products',
    );

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Eid');
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Discount (%)' }), '20');
    await user.click(apply);
    await waitFor(() => expect(onApplied).toHaveBeenCalled());
    expect(api.requestsTo('POST', '/api/admin/discounts')[0]?.body).toEqual({
      name: 'Eid',
      percent: 20,
      scope: 'products',
      productIds: [3, 5],
    });
    expect(onClose).toHaveBeenCalled();
  });

  test('asks for the type when it discounts a type, and sends it', async () => {
    const api = startFakeApi();
    api.on('POST', '/api/admin/discounts', () =>
      jsonResponse(201, { discount: { ...discount, scope: 'type', scopeValue: 'Bags' } }),
    );
    renderWithProviders(
      <DiscountDialog open selectedIds={[]} onClose={() => {}} onApplied={() => {}} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Update Discount' });
    const user = shopper();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Bags');
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Discount (%)' }), '10');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Applies to' }), 'type');
    await user.click(within(dialog).getByRole('button', { name: 'Apply Discount' }));
    expect(await within(dialog).findByText('Choose a type')).toBeTruthy();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Type' }), 'Bags');
    await user.click(within(dialog).getByRole('button', { name: 'Apply Discount' }));
    await waitFor(() =>
      expect(api.requestsTo('POST', '/api/admin/discounts')[0]?.body).toEqual({
        name: 'Bags',
        percent: 10,
        scope: 'type',
        type: 'Bags',
      }),
    );
  });
});
