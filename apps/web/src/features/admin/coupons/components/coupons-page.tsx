import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { usesLabel } from '@shop/domain/coupon-rules';
import type { Coupon } from '@shop/domain/schemas/coupon.schema';
import { AdminPage } from '../../common/admin-page';
import { AdminListTable } from '../../common/admin-list-table';
import { DeleteRowButton } from '../../common/delete-row-button';
import { useDeleteCoupon } from '../api/delete-coupon';
import { useCoupons } from '../api/get-coupons';
import { CouponDialog } from './coupon-dialog';
import { CouponRulesCell } from './coupon-rules-cell';

/** The spec's columns, with the rules and the uses (issue #12) before the actions. */
const COLUMNS = ['Coupon ID', 'Coupon Code', 'Discount', 'Rules', 'Uses', 'Actions'] as const;

type DialogState = { open: false } | { open: true; coupon: Coupon | null };

/** /v1/coupon: 'View Coupons' (spec §2). */
export function CouponsPage() {
  const list = useCoupons();
  const { query: couponsQuery, items: coupons } = list;
  // One clock for the rows' 'Expired' and 'Used up' chips, taken when the list was read.
  const readAt = new Date(couponsQuery.dataUpdatedAt);
  const deleteCoupon = useDeleteCoupon();
  const [dialog, setDialog] = useState<DialogState>({ open: false });

  return (
    <AdminPage
      title="View Coupons"
      actions={
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setDialog({ open: true, coupon: null })}
        >
          Add Coupon
        </Button>
      }
    >
      <AdminListTable
        list={list}
        label="Coupons"
        columns={COLUMNS}
        failedMessage="Failed to fetch coupons."
        emptyMessage="No Coupons available"
        searchLabel="Search by code"
      >
        {coupons.map((coupon) => (
          <TableRow key={coupon.id} hover>
            <TableCell>{coupon.id}</TableCell>
            <TableCell sx={{ fontWeight: 600 }}>{coupon.coupon_code}</TableCell>
            <TableCell>{coupon.discount}%</TableCell>
            <TableCell>
              <CouponRulesCell coupon={coupon} now={readAt} />
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {usesLabel(coupon.uses, coupon.max_uses)}
            </TableCell>
            <TableCell>
              <Stack direction="row">
                <Tooltip title={`Edit coupon ${coupon.coupon_code}`}>
                  <IconButton
                    aria-label={`Edit coupon ${coupon.coupon_code}`}
                    color="primary"
                    onClick={() => setDialog({ open: true, coupon })}
                  >
                    <EditIcon />
                  </IconButton>
                </Tooltip>
                <DeleteRowButton
                  label={`Delete coupon ${coupon.coupon_code}`}
                  confirmTitle="Delete coupon?"
                  confirmMessage={`Shoppers will no longer be able to use ${coupon.coupon_code}.`}
                  onDelete={() => deleteCoupon.mutateAsync(coupon.id)}
                />
              </Stack>
            </TableCell>
          </TableRow>
        ))}
      </AdminListTable>
      {dialog.open ? (
        <CouponDialog coupon={dialog.coupon} onClose={() => setDialog({ open: false })} />
      ) : null}
    </AdminPage>
  );
}
