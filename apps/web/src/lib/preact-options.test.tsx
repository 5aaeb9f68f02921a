import TextField from '@mui/material/TextField';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';

// test/setup.ts sets Preact up as the shop does (preact-options.ts).
test('a field with a default keeps every letter typed, and hands it over when left', async () => {
  const left = vi.fn((event: { target: { value: string } }) => event.target.value);
  render(
    <>
      <TextField label="Option 1 name" defaultValue="" onBlur={left} />
      <input aria-label="Next" />
    </>,
  );
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Option 1 name'), 'Style');
  await user.tab();
  expect(screen.getByLabelText('Option 1 name')).toHaveProperty('value', 'Style');
  expect(left.mock.results.map((result) => result.value as string)).toEqual(['Style']);
});
