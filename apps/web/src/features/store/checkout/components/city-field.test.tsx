import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import type { City } from '@shop/domain/cities';
import { startWithCart } from '../../../../test/checkout';
import { jsonResponse, type FakeApi } from '../../../../test/fake-api';
import { cartLine, placedOrder, shippingInfo } from '../../../../test/fixtures';
import {
  fillIn,
  placeOrderButton,
  renderShippingForm as renderForm,
} from '../../../../test/shipping-form';
import type { shopper } from '../../../../test/user';

const CITIES: City[] = [
  { id: 1, name: 'Karachi', province: 'Sindh', spellings: ['khi'] },
  { id: 2, name: 'Lahore', province: 'Punjab', spellings: ['lhr'] },
  { id: 3, name: 'Faisalabad', province: 'Punjab', spellings: [] },
  { id: 4, name: 'Dera Ghazi Khan', province: 'Punjab', spellings: ['dg khan'] },
  { id: 5, name: 'Dera Ismail Khan', province: 'Khyber Pakhtunkhwa', spellings: ['di khan'] },
];

let api: FakeApi;

beforeEach(() => {
  api = startWithCart([cartLine()]);
  api.on('GET', '/api/cities', () => jsonResponse(200, { cities: CITIES }));
});

const city = () => screen.getByRole('combobox', { name: /^City/ });
const valueOf = (input: HTMLElement) => (input as HTMLInputElement).value;
const offered = () =>
  screen.queryAllByRole('option').map((option) => option.firstChild?.textContent);

/** Goes to the City field and types there, as a shopper would. */
async function typeCity(user: ReturnType<typeof shopper>, text: string) {
  await user.click(city());
  await user.type(city(), text);
}

describe("the checkout's City", () => {
  test('asks for the cities once, when the shopper reaches the field', async () => {
    const { user } = renderForm();
    expect(api.requestsTo('GET', '/api/cities')).toHaveLength(0);
    await typeCity(user, 'de');
    await waitFor(() => expect(offered()).toEqual(['Dera Ghazi Khan', 'Dera Ismail Khan']));
    expect(api.requestsTo('GET', '/api/cities')).toHaveLength(1);
    expect(city().getAttribute('aria-expanded')).toBe('true');
  });

  test('forgives a misspelling and takes the city tapped', async () => {
    const { user } = renderForm();
    await typeCity(user, 'faislabad');
    await waitFor(() => expect(offered()).toEqual(['Faisalabad']));
    await user.click(screen.getByRole('option', { name: /Faisalabad/ }));
    expect(valueOf(city())).toBe('Faisalabad');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  test('chooses with the arrow keys and Enter, without sending the form', async () => {
    const { user, onOrderPlaced } = renderForm();
    await typeCity(user, 'dera');
    await waitFor(() => expect(offered()).toHaveLength(2));
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(city().getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[1]?.id);
    await user.keyboard('{Enter}');
    expect(valueOf(city())).toBe('Dera Ismail Khan');
    expect(onOrderPlaced).not.toHaveBeenCalled();
    expect(api.requestsTo('POST', '/api/shipping/create')).toHaveLength(0);
  });

  test("writes a known spelling as the city's name when the field is left", async () => {
    const { user } = renderForm();
    await typeCity(user, 'lhr');
    await user.tab();
    expect(valueOf(city())).toBe('Lahore');
  });

  test('takes a city the list lacks, and says staff will check it', async () => {
    const { user } = renderForm();
    await typeCity(user, 'Chak 59');
    await user.tab();
    expect(valueOf(city())).toBe('Chak 59');
    expect(screen.getByText(/Not on our list: we will check this city/)).toBeTruthy();
  });

  test('still takes any city when the list cannot be read', async () => {
    api.on('GET', '/api/cities', () => jsonResponse(503, { message: 'Service Unavailable' }));
    const { user } = renderForm();
    await typeCity(user, 'Lahore');
    await user.tab();
    expect(valueOf(city())).toBe('Lahore');
    expect(screen.queryByText(/Not on our list/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('sends the city chosen with the order', async () => {
    api.on('POST', '/api/shipping/create', () => jsonResponse(201, { order: placedOrder() }));
    const { user, onOrderPlaced } = renderForm();
    const { fullName, email, address, postalCode, phone } = shippingInfo();
    await fillIn(user, { fullName, email, address });
    await typeCity(user, 'khi');
    await fillIn(user, { postalCode, phone });
    await user.click(placeOrderButton());
    await waitFor(() => expect(onOrderPlaced).toHaveBeenCalled());
    const [sent] = api.requestsTo('POST', '/api/shipping/create');
    expect(sent?.body).toMatchObject({ shippingInfo: { city: 'Karachi' } });
  });
});
