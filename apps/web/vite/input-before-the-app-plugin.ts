/** The Vite plugin that writes input-before-the-app.ts's script, minified, first in the page's <head>. */
import { minify, type Plugin } from 'vite';
import { HYDRATED_MARK } from '../src/lib/hydrated-mark';
import { keepInputBeforeTheApp } from './input-before-the-app';

/** Set on a control whose tap is waiting for the app; the page's style shows it pressed. */
const WAITING_ATTRIBUTE = 'data-input-waiting';

/** What the pressed state looks like until the app has answered the tap. */
const WAITING_STYLE = `[${WAITING_ATTRIBUTE}]{opacity:.6;transform:scale(.96);transition:none;cursor:progress}`;

/** Puts keepInputBeforeTheApp, minified, in the built index.html's <head>, with its pressed style. */
export function inputBeforeTheApp(): Plugin {
  return {
    name: 'input-before-the-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler() {
        const source = `(${keepInputBeforeTheApp.toString()})(${JSON.stringify(WAITING_ATTRIBUTE)},${JSON.stringify(HYDRATED_MARK)});`;
        const { code, errors } = await minify('input-before-the-app.js', source, {
          compress: true,
          mangle: true,
        });
        if (errors.length) throw new Error(`input-before-the-app: ${errors[0]?.message}`);
        return [
          { tag: 'script', children: code.trim(), injectTo: 'head' },
          { tag: 'style', children: WAITING_STYLE, injectTo: 'head' },
        ];
      },
    },
  };
}
