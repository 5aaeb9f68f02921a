import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatWaitingTime } from '@shop/domain/dashboard';
import { formatRupees } from '@shop/domain/money';
import { phoneKey } from '@shop/domain/phone';
import type { Dashboard } from '@shop/domain/schemas/dashboard.schema';
import { Link } from '../../../../lib/router';
import { ORDERS_LIST_PATH, filtersOf } from '../../orders/order-views';
import { DashboardSection } from './dashboard-section';
import { FiguresTable } from './figures-table';

/** The Shipping List's 'To confirm' view: every pending order, oldest first. */
function toConfirmPath(): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(filtersOf('to-confirm'))) {
    if (value) search.set(name, value);
  }
  return `${ORDERS_LIST_PATH}?${search}`;
}

/** A call link where the phone is a Pakistani number; the number as typed otherwise. */
function PhoneCell({ phone }: { phone: string }) {
  const key = phoneKey(phone);
  return key ? (
    <Box component="a" href={`tel:${key}`} sx={{ whiteSpace: 'nowrap' }}>
      {phone}
    </Box>
  ) : (
    <>{phone}</>
  );
}

/**
 * The pending orders that have waited longest for confirmation: the ones to call first, before they
 * expire. Waiting times are measured to the server's now, not the browser's clock.
 */
export function WaitingOrders({
  waiting,
  generatedAt,
}: {
  waiting: Dashboard['waiting'];
  generatedAt: string;
}) {
  const now = new Date(generatedAt).getTime();
  return (
    <DashboardSection
      title="Waiting longest for confirmation"
      note={
        waiting.total === 0 ? undefined : (
          <>
            {waiting.total} order{waiting.total === 1 ? ' is' : 's are'} waiting in all.{' '}
            <Link to={toConfirmPath()}>See them all</Link>
          </>
        )
      }
    >
      {waiting.longest.length === 0 ? (
        <Typography>No order is waiting for confirmation.</Typography>
      ) : (
        <FiguresTable
          label="Orders waiting longest"
          columns={['Order', 'Waiting', 'Name', 'Phone', 'City', 'Total']}
          numeric={[5]}
          rows={waiting.longest.map((order) => ({
            key: order.id,
            cells: [
              <Box
                component={Link}
                key="number"
                to={`${ORDERS_LIST_PATH}/${order.id}`}
                sx={{ whiteSpace: 'nowrap' }}
              >
                {order.number}
              </Box>,
              formatWaitingTime(now - new Date(order.createdAt).getTime()),
              order.fullName,
              <PhoneCell key="phone" phone={order.phone} />,
              order.city,
              formatRupees(order.grandTotal),
            ],
          }))}
        />
      )}
    </DashboardSection>
  );
}
