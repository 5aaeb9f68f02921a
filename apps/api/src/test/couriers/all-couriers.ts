/**
 * The three couriers' test servers started together, and the settings that point the app at all of
 * them: for tests of what the shop does across couriers (labels, tracking).
 */
import { LEOPARDS_KEY, LEOPARDS_PASSWORD, startLeopardsServer } from './leopards-server';
import { POSTEX_TOKEN, startPostexServer } from './postex-server';
import { startTraxServer, TRAX_KEY } from './trax-server';

export async function startAllCourierServers() {
  const [postex, leopards, trax] = await Promise.all([
    startPostexServer(),
    startLeopardsServer(),
    startTraxServer(),
  ]);
  return {
    postex,
    leopards,
    trax,
    env: {
      POSTEX_TOKEN,
      POSTEX_API_URL: postex.apiUrl,
      LEOPARDS_API_KEY: LEOPARDS_KEY,
      LEOPARDS_API_PASSWORD: LEOPARDS_PASSWORD,
      LEOPARDS_API_URL: leopards.apiUrl,
      TRAX_API_KEY: TRAX_KEY,
      TRAX_API_URL: trax.apiUrl,
    },
    close: () => Promise.all([postex.close(), leopards.close(), trax.close()]),
  };
}

export type AllCourierServers = Awaited<ReturnType<typeof startAllCourierServers>>;
