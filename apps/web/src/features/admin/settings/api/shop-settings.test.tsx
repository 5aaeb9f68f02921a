import { act, waitFor } from '@testing-library/react';
import {
  DEFAULT_SHOP_SETTINGS,
  type ShopSettings,
} from '@shop/domain/schemas/shop-settings.schema';
import { expect, test } from 'vitest';
import { jsonResponse, startFakeApi } from '../../../../test/fake-api';
import { renderHookWithProviders } from '../../../../test/render';
import { useShopSettings } from '../../../store/shop-settings/api/get-shop-settings';
import { useAdminShopSettings, useSaveShopSettings } from './shop-settings';

test('saving the shop texts refreshes the storefront’s copy and keeps the answer as the back office’s, without asking for it again', async () => {
  const api = startFakeApi();
  let stored: ShopSettings = DEFAULT_SHOP_SETTINGS;
  api
    .on('GET', '/api/shop-settings', () => jsonResponse(200, { settings: stored }))
    .on('GET', '/api/admin/settings', () => jsonResponse(200, { settings: stored }))
    .on('PUT', '/api/admin/settings', (request) => {
      stored = { ...stored, ...(request.body as Partial<ShopSettings>) };
      return jsonResponse(200, { settings: stored });
    });
  const { result } = renderHookWithProviders(() => ({
    storefront: useShopSettings(),
    backOffice: useAdminShopSettings().data,
    save: useSaveShopSettings(),
  }));
  await waitFor(() => expect(result.current.backOffice).toBeDefined());
  await waitFor(() => expect(result.current.storefront).toBeDefined());

  await act(() => result.current.save.mutateAsync({ ...stored, deliveryTime: '1–2 days' }));

  await waitFor(() => expect(result.current.storefront?.deliveryTime).toBe('1–2 days'));
  expect(result.current.backOffice?.deliveryTime).toBe('1–2 days');
  expect(api.requestsTo('GET', '/api/shop-settings')).toHaveLength(2);
  expect(api.requestsTo('GET', '/api/admin/settings')).toHaveLength(1);
});
