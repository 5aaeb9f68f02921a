/**
 * The app and every package it uses (MUI, Emotion, TanStack Query, react-hook-form, Zustand) are
 * written for React; they run on Preact 11 through `preact/compat`, which answers React 19's API
 * (decision 0041). Its runtime is a third of React's bytes and hydrates in a fraction of its time on
 * the shop's phones (issue 24). The same aliases serve the browser's build, the server's renderer and
 * the unit tests, so all three run the one renderer the shoppers get.
 */
import type { Alias } from 'vite';

const exactly = (name: string, replacement: string): Alias => ({
  find: new RegExp(`^${name.replace(/[/]/g, '\\/')}$`),
  replacement,
});

export const preactAsReact: Alias[] = [
  exactly('react', 'preact/compat'),
  exactly('react-dom', 'preact/compat'),
  exactly('react-dom/client', 'preact/compat/client'),
  exactly('react-dom/server', 'preact/compat/server'),
  exactly('react-dom/test-utils', 'preact/compat/test-utils'),
  exactly('react/jsx-runtime', 'preact/compat/jsx-runtime'),
  exactly('react/jsx-dev-runtime', 'preact/compat/jsx-dev-runtime'),
];
