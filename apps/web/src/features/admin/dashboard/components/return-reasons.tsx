import { DASHBOARD_DAYS } from '@shop/domain/dashboard';
import { RETURN_REASON_LABELS, RETURN_REASONS } from '@shop/domain/order-returns';
import type { Dashboard } from '@shop/domain/schemas/dashboard.schema';
import { DashboardSection } from './dashboard-section';
import { FiguresTable } from './figures-table';

/**
 * Why parcels came back (issue #26), beside the delivered and returned figures by city: the orders
 * marked returned over the dashboard's period, counted by the reason staff gave.
 */
export function ReturnReasons({ returnReasons }: { returnReasons: Dashboard['returnReasons'] }) {
  const { byReason, notRecorded } = returnReasons;
  const total = RETURN_REASONS.reduce((sum, reason) => sum + byReason[reason], notRecorded);
  const rows: { key: string; cells: (string | number)[] }[] = RETURN_REASONS.map((reason) => ({
    key: reason,
    cells: [RETURN_REASON_LABELS[reason], byReason[reason]],
  }));
  if (notRecorded > 0)
    rows.push({ key: 'not-recorded', cells: ['No reason recorded', notRecorded] });
  return (
    <DashboardSection
      title="Return reasons"
      note={`Last ${DASHBOARD_DAYS} days: ${total} ${total === 1 ? 'order' : 'orders'} returned`}
    >
      <FiguresTable
        label="Returns by reason"
        columns={['Reason', 'Orders']}
        numeric={[1]}
        rows={rows}
      />
    </DashboardSection>
  );
}
