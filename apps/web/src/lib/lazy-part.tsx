import { lazy, type ComponentType } from 'react';
import { ReplayPendingInput } from './pending-input';

/**
 * A part of a server-rendered page whose code loads apart (a page, the review form): `lazy`, drawn
 * in one element of its own. When its code has not come by the time the page hydrates, Preact keeps
 * the server's markup of the waiting part as one element (decision 0041): a page of three sections
 * would keep its first and drop the others as markup nothing claims. `display: contents` leaves the
 * layout as it would be without the element. The input kept for it before it hydrated is played
 * once it has (ReplayPendingInput, drawn with it).
 */
export function lazyPart<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): ComponentType<Props> {
  return lazy(() =>
    load().then(({ default: Part }) => ({
      default: (props: Props) => (
        <div style={{ display: 'contents' }}>
          <Part {...props} />
          <ReplayPendingInput />
        </div>
      ),
    })),
  );
}
