/**
 * The couriers the shop can book with: those whose credentials are set (a courier without them is
 * simply not offered). Each gets its own HTTP client, so one courier's deadline is its own.
 */
import type { AppConfig } from '../../config';
import type { Courier, CourierLog } from './courier';
import { COURIER_TIMEOUT_MS, CourierHttp } from './courier-http';
import { LeopardsCourier } from './leopards/leopards-courier';
import { PostexCourier } from './postex/postex-courier';
import { TraxCourier } from './trax/trax-courier';

export function configuredCouriers(
  config: Pick<AppConfig, 'couriers'>,
  log: CourierLog,
  timeoutMs: number = COURIER_TIMEOUT_MS,
): Courier[] {
  const { postex, leopards, trax } = config.couriers;
  const couriers: Courier[] = [];
  if (postex) couriers.push(new PostexCourier(postex, new CourierHttp('postex', timeoutMs), log));
  if (leopards) {
    couriers.push(new LeopardsCourier(leopards, new CourierHttp('leopards', timeoutMs), log));
  }
  if (trax) couriers.push(new TraxCourier(trax, new CourierHttp('trax', timeoutMs), log));
  return couriers;
}
