/**
 * The web app's `zod`: Vite resolves every `import … from 'zod'` (the app's and the domain's) to this
 * module. zod compiles fast validators with new Function() where it may, and even its probe for that is
 * reported as a violation of the shop's Content-Security-Policy (script-src 'self'); the interpreter is
 * plenty for forms. Set here, the setting travels in zod's own lazily loaded chunk, not the entry.
 */
import * as z from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
export { z };
export default z;
