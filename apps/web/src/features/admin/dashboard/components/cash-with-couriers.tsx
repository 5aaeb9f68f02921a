import Typography from '@mui/material/Typography';
import { formatRupees } from '@shop/domain/money';
import { Link } from '../../../../lib/router';
import { DashboardSection } from './dashboard-section';

/** The cash couriers still hold for the shop (issue #29), with the way to the Settlements screen. */
export function CashWithCouriers({ rupees }: { rupees: number }) {
  return (
    <DashboardSection title="Cash with couriers">
      <Typography sx={{ fontSize: '1.5rem', fontWeight: 700 }}>{formatRupees(rupees)}</Typography>
      <Typography variant="body2">
        Owed for parcels delivered or returned, less what the couriers paid.{' '}
        <Link to="/v1/settlements">See settlements</Link>
      </Typography>
    </DashboardSection>
  );
}
