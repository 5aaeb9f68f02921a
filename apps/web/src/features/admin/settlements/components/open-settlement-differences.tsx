import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CourierName } from '@shop/domain/couriers';
import { useState } from 'react';
import { useSettlementDifferences } from '../api/get-settlements';
import { CourierSelect } from './courier-select';
import { SettlementDifferencesTable } from './settlement-differences-table';
import { SettlementsPager } from './settlements-pager';

/** Every difference not yet settled, of one courier or all, a page at a time. */
export function OpenSettlementDifferences() {
  const [courier, setCourier] = useState<CourierName | ''>('');
  const [page, setPage] = useState(1);
  const differences = useSettlementDifferences(courier, page);

  return (
    <Stack spacing={1} component="section" aria-labelledby="open-differences">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Typography id="open-differences" variant="h6" component="h2">
          Open differences
        </Typography>
        <CourierSelect
          size="small"
          anyLabel="All couriers"
          value={courier}
          onChange={(chosen) => {
            setCourier(chosen);
            setPage(1);
          }}
        />
      </Stack>
      <SettlementDifferencesTable
        label="Open differences"
        differences={differences.data?.items ?? []}
        isLoading={differences.isPending}
        emptyMessage="No differences: every parcel is paid as expected."
      />
      <SettlementsPager answer={differences.data} onPage={setPage} label="differences" />
    </Stack>
  );
}
