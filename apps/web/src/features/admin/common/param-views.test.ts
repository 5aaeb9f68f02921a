import { describe, expect, it } from 'vitest';
import { paramViews } from './param-views';

const views = paramViews('state', ['waiting', 'handled'] as const, (state) => state.toUpperCase());

describe('the views of a list filtered by one address parameter', () => {
  it('offers All first, then each value under its label', () => {
    expect(views.options).toEqual([
      { view: 'all', label: 'All' },
      { view: 'waiting', label: 'WAITING' },
      { view: 'handled', label: 'HANDLED' },
    ]);
  });

  it.each([
    ['state=waiting', { state: 'waiting' }],
    ['state=lost', {}],
    ['', {}],
  ])(
    'reads the address "%s" as the filters %o, leaving out a value the API would refuse',
    (search, filters) => {
      expect(views.readFilters(new URLSearchParams(search))).toEqual(filters);
    },
  );

  it.each([
    [{ state: 'handled' }, 'handled'],
    [{ state: 'lost' }, 'all'],
    [{}, 'all'],
  ])('shows the filters %o as the view %s', (filters, view) => {
    expect(views.viewOf(filters)).toBe(view);
  });

  it('puts a view in the address, and All takes the parameter out', () => {
    expect(views.filtersOf('waiting')).toEqual({ state: 'waiting' });
    expect(views.filtersOf('all')).toEqual({ state: null });
  });
});
