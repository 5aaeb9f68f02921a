import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Dashboard } from '@shop/domain/schemas/dashboard.schema';
import { LoadingState } from '../../../../components/loading-state';
import { MUTED_TEXT } from '../../../../lib/theme';
import { AdminPage } from '../../common/admin-page';
import { LoadFailedAlert } from '../../common/load-failed-alert';
import { useDashboard } from '../api/get-dashboard';
import { useLowStockBelow } from '../low-stock-threshold';
import { formatShopMoment } from '../shop-dates';
import { CashWithCouriers } from './cash-with-couriers';
import { DeliveryOutcomes } from './delivery-outcomes';
import { ReturnReasons } from './return-reasons';
import { LowStock } from './low-stock';
import { OrdersPerDayChart } from './orders-per-day-chart';
import { PeriodSummary } from './period-summary';
import { ProductsToRecount } from './products-to-recount';
import { StatusBreakdown } from './status-breakdown';
import { TopProducts } from './top-products';
import { WaitingOrders } from './waiting-orders';

const twoColumns = {
  display: 'grid',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
  gap: 3,
  alignItems: 'start',
} as const;

function DashboardFigures({
  dashboard,
  onLowStockChange,
}: {
  dashboard: Dashboard;
  onLowStockChange: (below: number) => void;
}) {
  return (
    <Stack spacing={3}>
      <PeriodSummary periods={dashboard.periods} />
      <WaitingOrders waiting={dashboard.waiting} generatedAt={dashboard.generatedAt} />
      <CashWithCouriers rupees={dashboard.cashWithCouriers} />
      <OrdersPerDayChart days={dashboard.days} />
      <Box sx={twoColumns}>
        <StatusBreakdown periods={dashboard.periods} />
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <DeliveryOutcomes outcomes={dashboard.outcomes} />
          <ReturnReasons returnReasons={dashboard.returnReasons} />
        </Stack>
      </Box>
      <Box sx={twoColumns}>
        <TopProducts products={dashboard.topProducts} />
        <ProductsToRecount />
      </Box>
      {/* Full width: a variant's row names its product, variant, SKU and type. */}
      <LowStock
        key={dashboard.lowStock.below}
        lowStock={dashboard.lowStock}
        onThresholdChange={onLowStockChange}
      />
    </Stack>
  );
}

/** /v1/dashboard: the owner's overview of orders, revenue, returns, best sellers and stock (issue #12). */
export function DashboardPage() {
  const [lowStockBelow, setLowStockBelow] = useLowStockBelow();
  const query = useDashboard(lowStockBelow);
  const dashboard = query.data;

  return (
    <AdminPage
      title="Dashboard"
      actions={
        <Button
          variant="outlined"
          startIcon={<RefreshIcon />}
          disabled={query.isFetching}
          onClick={() => void query.refetch()}
        >
          Refresh
        </Button>
      }
    >
      {dashboard ? (
        <>
          <Typography variant="body2" sx={{ color: MUTED_TEXT, mb: 2, mt: -2 }}>
            Figures as of {formatShopMoment(dashboard.generatedAt)}, Pakistan time.
          </Typography>
          {query.isError ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              The dashboard could not be refreshed: these figures are older.
            </Alert>
          ) : null}
          <DashboardFigures dashboard={dashboard} onLowStockChange={setLowStockBelow} />
        </>
      ) : query.isPending ? (
        <LoadingState label="Loading the dashboard..." />
      ) : (
        <LoadFailedAlert onRetry={() => void query.refetch()}>
          The dashboard could not be loaded.
        </LoadFailedAlert>
      )}
    </AdminPage>
  );
}
