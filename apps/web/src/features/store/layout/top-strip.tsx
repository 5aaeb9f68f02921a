import { FREE_SHIPPING_MESSAGE } from '@shop/domain/constants';
import * as styles from './top-strip.css';

/** The header's top strip (spec §2 'Header and navigation'). */
export function TopStrip() {
  return (
    <div className={styles.strip}>
      <p className={styles.message}>{FREE_SHIPPING_MESSAGE}</p>
    </div>
  );
}
