import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuthHeader, createTestApp, type TestApp } from '../../test/app';

const form = {
  name: 'Sana Malik',
  email: 'sana@example.com',
  phone: '03211234567',
  message: 'Do you deliver to Multan?',
};

describe('contacts', () => {
  let t: TestApp;
  let auth: { authorization: string };

  beforeAll(async () => {
    t = await createTestApp();
    auth = await adminAuthHeader(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  const create = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/contact/create', payload });

  it('takes a message without a token and shows it to staff newest first', async () => {
    const created = await create(form);
    expect(created.statusCode).toBe(201);
    const { contact } = created.json<{ contact: { id: number } }>();
    expect(created.json()).toEqual({
      contact: { id: contact.id, ...form, createdAt: expect.any(String) },
    });
    await create({ ...form, name: 'Bilal' });

    const list = await t.app.inject({ method: 'GET', url: '/api/contact/', headers: auth });
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
    const list = await t.app.inject({ method: 'GET', url: '/api/contact/', headers: auth });
    const id = list.json<{ contacts: { id: number }[] }>().contacts[0]?.id as number;
    const updated = await t.app.inject({
      method: 'POST',
      url: `/api/contact/update/${id}`,
      headers: auth,
      payload: { ...form, message: 'Answered by phone.' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ contact: { id, message: 'Answered by phone.' } });

    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/contact/update/999999',
      headers: auth,
      payload: form,
    });
    expect(unknown.statusCode).toBe(404);

    const url = `/api/contact/delete-contact/${id}`;
    expect((await t.app.inject({ method: 'DELETE', url, headers: auth })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url, headers: auth })).statusCode).toBe(404);
  });
});
