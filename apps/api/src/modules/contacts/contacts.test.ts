import { describe, expect, it } from 'vitest';
import { adminGet, setUpTestApp } from '../../test/app';

const form = {
  name: 'Sana Malik',
  email: 'sana@example.com',
  phone: '03211234567',
  message: 'Do you deliver to Multan?',
};

describe('contacts', () => {
  const t = setUpTestApp();

  const create = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/contact/create', payload });
  const update = (id: number, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/api/contact/update/${id}`, headers: t.auth, payload });

  it('takes a message without a token and shows it to staff newest first', async () => {
    const created = await create(form);
    expect(created.statusCode).toBe(201);
    const { contact } = created.json<{ contact: { id: number } }>();
    expect(created.json()).toEqual({
      contact: { id: contact.id, ...form, createdAt: expect.any(String) },
    });
    await create({ ...form, name: 'Bilal' });

    const list = await t.app.inject({ method: 'GET', url: '/api/contact/', headers: t.auth });
    expect(list.statusCode).toBe(200);
    const { contacts } = list.json<{ contacts: { name: string }[] }>();
    expect(contacts.map((c) => c.name)).toEqual(['Bilal', 'Sana Malik']);
    expect((await t.app.inject({ method: 'GET', url: '/api/contact/' })).statusCode).toBe(401);
  });

  it('names the field with the form’s messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...form, name: 'A' }, 'name: Name must be at least 2 characters'],
      [{ ...form, email: 'nope' }, 'email: Enter a valid email'],
      [{ ...form, phone: '0321-123456' }, 'phone: Phone number must be 11 digits'],
      [{ ...form, phone: '0321-12345a6' }, 'phone: Phone number must only contain numbers'],
      [{ ...form, phone: '032112345678' }, 'phone: Phone number must not exceed 11 digits'],
      [{ ...form, message: '' }, 'message: Message is required'],
      [{ ...form, extra: 1 }, 'extra: Unknown field'],
    ];
    for (const [payload, message] of cases) {
      const response = await create(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message });
    }
  });

  it('updates and deletes a message, with 404 for unknown ids', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/contact/', headers: t.auth });
    const id = list.json<{ contacts: { id: number }[] }>().contacts[0]?.id as number;
    const updated = await update(id, { ...form, message: 'Answered by phone.' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ contact: { id, message: 'Answered by phone.' } });

    const unknown = await update(999999, form);
    expect(unknown.statusCode).toBe(404);

    const url = `/api/contact/delete-contact/${id}`;
    expect((await t.app.inject({ method: 'DELETE', url, headers: t.auth })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url, headers: t.auth })).statusCode).toBe(404);
  });

  it('marks a message handled and waiting again, by whom and when, with a filter for each', async () => {
    const created = await create({ ...form, name: 'Hina', message: 'Handled test' });
    const { id } = created.json<{ contact: { id: number } }>().contact;
    await create({ ...form, name: 'Hamza', message: 'Handled test' });
    const list = async (query: string) => {
      const response = await adminGet(t, `/api/admin/contacts?q=Handled%20test${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ items: { name: string; handledAt: string | null }[] }>().items;
    };
    expect((await list('')).map((c) => [c.name, c.handledAt])).toEqual([
      ['Hamza', null],
      ['Hina', null],
    ]);

    const handled = (payload: Record<string, unknown>, contactId: number | string = id) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/contacts/${contactId}/handled`,
        headers: t.auth,
        payload,
      });
    const marked = await handled({ handled: true });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().contact).toMatchObject({
      id,
      handledAt: expect.any(String),
      handledBy: 'admin@test.local',
    });
    expect((await list('&state=handled')).map((c) => c.name)).toEqual(['Hina']);
    expect((await list('&state=waiting')).map((c) => c.name)).toEqual(['Hamza']);

    const unmarked = await handled({ handled: false });
    expect(unmarked.json().contact).toMatchObject({ handledAt: null, handledBy: null });
    expect((await list('&state=waiting')).map((c) => c.name)).toEqual(['Hamza', 'Hina']);

    const bad = await handled({ handled: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({ handled: 'Handled must be true or false' });
    const badState = await adminGet(t, '/api/admin/contacts?state=done');
    expect(badState.statusCode).toBe(400);
    expect(badState.json().fieldErrors).toEqual({ state: 'State must be waiting or handled' });
    expect((await handled({ handled: true }, 999999)).statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/admin/contacts/${id}/handled`,
      payload: { handled: true },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('finds the messages holding every word typed, wherever each is, not any one of them', async () => {
    await create({ ...form, name: 'Rabia', message: 'Is the gold clutch back in stock?' });
    await create({ ...form, name: 'Zainab', message: 'Is the silver clutch back?' });
    await create({ ...form, name: 'Nida', message: 'Gold earrings, in stock?' });
    const found = async (q: string) => {
      const response = await adminGet(t, `/api/admin/contacts?q=${encodeURIComponent(q)}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ items: { name: string }[] }>().items.map((c) => c.name);
    };
    expect(await found('gold clutch stock')).toEqual(['Rabia']);
    expect(await found('  CLUTCH   back ')).toEqual(['Zainab', 'Rabia']);
    // A word in the name and one in the message: the same message.
    expect(await found('nida earrings')).toEqual(['Nida']);
    expect(await found('gold clutch silver')).toEqual([]);
    // The words' order does not matter; a phrase in order still finds it.
    expect(await found('stock gold')).toEqual(['Nida', 'Rabia']);
    expect(await found('gold clutch')).toEqual(['Rabia']);
  });
});
