/**
 * The key Preact's elements carry once the app has taken them over (hydrated, or drawn by the
 * browser): the inline script that keeps input before the app (vite/input-before-the-app.ts) plays a
 * tap on an element only when it is there, and the journeys and benches read it to know a part is
 * live. Preact leaves no mark of its own on an element without a handler, so the app sets one
 * (preact-options.ts). A module of its own, with nothing imported, for the journeys' sake.
 */
export const HYDRATED_MARK = '__shopHydrated';
