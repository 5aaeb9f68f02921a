import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { COURIER_LABELS, COURIER_NAMES, type CourierName } from '@shop/domain/couriers';
import { formatPaisa } from '@shop/domain/money';
import {
  SETTLEMENT_IMPORT_MAX_BYTES,
  SETTLEMENT_IMPORT_TOO_LARGE,
  type SettlementDifference,
  type SettlementImportResult,
} from '@shop/domain/schemas/settlements.schema';
import { SETTLEMENT_DIFFERENCE_LABELS } from '@shop/domain/settlements';
import { useState } from 'react';
import { Link } from 'react-router';
import { AdminPage } from '../../common/admin-page';
import { AdminTable } from '../../common/admin-table';
import {
  useSettlementDifferences,
  useSettlementImports,
  useSettlementSummary,
} from '../api/get-settlements';
import { useCouriers } from '../../orders/api/get-couriers';
import {
  useCheckSettlementReport,
  useFetchCourierPayments,
  useImportSettlementReport,
} from '../api/import-settlement-report';

const SUMMARY_COLUMNS = ['Courier', 'Still owed', 'Paid', 'Differences'] as const;
const DIFFERENCE_COLUMNS = [
  'Difference',
  'Courier',
  'Order',
  // "Tracking no." fits the width a phone's card gives a column's name on one line.
  'Tracking no.',
  'Expected',
  'Paid',
  'Off by',
  'Detail',
] as const;
const IMPORT_COLUMNS = ['Imported', 'Courier', 'File', 'Reference', 'Lines', 'Paid', 'By'] as const;

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const amount = (paisa: number | null) => (paisa === null ? '—' : formatPaisa(paisa));

function DifferenceRow({ difference }: { difference: SettlementDifference }) {
  return (
    <TableRow hover>
      <TableCell sx={{ fontWeight: 600 }}>
        {SETTLEMENT_DIFFERENCE_LABELS[difference.kind]}
      </TableCell>
      <TableCell>{COURIER_LABELS[difference.courier]}</TableCell>
      <TableCell sx={{ whiteSpace: { sm: 'nowrap' } }}>
        {difference.orderId ? (
          <Link to={`/v1/shipping/${difference.orderId}`}>{difference.orderNumber}</Link>
        ) : (
          '—'
        )}
      </TableCell>
      {/* A tracking number is read whole at a desk; on a phone's card it may break anywhere. */}
      <TableCell sx={{ overflowWrap: 'anywhere', whiteSpace: { sm: 'nowrap' } }}>
        {difference.trackingNumber ?? '—'}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{amount(difference.expected)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{amount(difference.paid)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatPaisa(difference.amount)}</TableCell>
      <TableCell sx={{ minWidth: { sm: 220 }, overflowWrap: 'anywhere' }}>
        {difference.detail}
      </TableCell>
    </TableRow>
  );
}

function DifferencesTable({
  label,
  differences,
  isLoading = false,
  emptyMessage,
}: {
  label: string;
  differences: SettlementDifference[];
  isLoading?: boolean;
  emptyMessage: string;
}) {
  return (
    <AdminTable
      label={label}
      columns={DIFFERENCE_COLUMNS}
      isLoading={isLoading}
      isEmpty={differences.length === 0}
      emptyMessage={emptyMessage}
      stackedOnPhone
    >
      {differences.map((difference, index) => (
        <DifferenceRow
          key={`${difference.kind}-${difference.trackingNumber}-${index}`}
          difference={difference}
        />
      ))}
    </AdminTable>
  );
}

function Preview({ result }: { result: SettlementImportResult }) {
  return (
    <Stack spacing={2} aria-label="Report preview" component="section">
      {result.alreadyImported ? (
        <Alert severity="info">
          This report was imported before: importing it again adds nothing.
        </Alert>
      ) : null}
      <Typography>
        {result.lines} lines: {result.matched} matched, {result.unknown} for parcels the shop does
        not know, {result.duplicates} counted before. Paid {formatPaisa(result.paid)}; the matched
        parcels should bring {formatPaisa(result.expected)}.
      </Typography>
      {result.errorCount > 0 ? (
        <Alert severity="error" role="alert">
          <Typography sx={{ fontWeight: 600 }}>
            {result.errorCount === 1 ? '1 problem' : `${result.errorCount} problems`}: nothing can
            be imported until the file is corrected.
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {result.errors.map((problem) => (
              <li key={`${problem.line}-${problem.column}`}>
                Line {problem.line}
                {problem.column ? `, ${problem.column}` : ''}: {problem.message}
              </li>
            ))}
          </Box>
        </Alert>
      ) : null}
      <DifferencesTable
        label="Differences in this report"
        differences={result.differences}
        emptyMessage="Every line is paid as expected."
      />
    </Stack>
  );
}

/** What a fetch found, in a sentence. */
function fetchedWords(result: SettlementImportResult): string {
  const label = COURIER_LABELS[result.courier];
  const fresh = result.lines - result.duplicates;
  if (fresh === 0) {
    return result.lines === 0
      ? `${label} reports no new payments for the parcels not yet fully paid.`
      : `${label} reports no new payments: its ${result.lines === 1 ? 'payment was' : `${result.lines} payments were`} recorded before.`;
  }
  const payments = fresh === 1 ? '1 payment' : `${fresh} payments`;
  const differences =
    result.differenceCount === 0
      ? 'each as expected'
      : result.differenceCount === 1
        ? '1 difference'
        : `${result.differenceCount} differences`;
  return `${label}: ${payments} recorded, ${formatPaisa(result.paid)} paid, ${differences}.`;
}

/** A button per courier set up with its API settings: its payments call asked, its answers recorded. */
function FetchPayments() {
  const couriers = useCouriers();
  const fetchPayments = useFetchCourierPayments();
  const configured = couriers.data?.couriers ?? [];
  if (configured.length === 0) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="fetch-payments">
      <Typography id="fetch-payments" variant="h6" component="h2" sx={{ mb: 1 }}>
        Ask the couriers
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        Asks the courier about every delivered or returned parcel not yet fully paid and records the
        payments it reports; a payment recorded before is not counted again.
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
      >
        {configured.map((courier) => (
          <Button
            key={courier.name}
            variant="outlined"
            disabled={fetchPayments.isPending}
            onClick={() => fetchPayments.mutate(courier.name)}
          >
            Fetch payments from {COURIER_LABELS[courier.name]}
          </Button>
        ))}
      </Stack>
      {fetchPayments.isPending ? (
        <Typography role="status" variant="body2" sx={{ mt: 2 }}>
          Asking {COURIER_LABELS[fetchPayments.variables]}…
        </Typography>
      ) : null}
      {fetchPayments.isError ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {fetchPayments.error.message}
        </Alert>
      ) : null}
      {fetchPayments.isSuccess ? (
        <Stack spacing={2} sx={{ mt: 2 }}>
          <Alert severity="success">{fetchedWords(fetchPayments.data)}</Alert>
          {fetchPayments.data.differenceCount > 0 ? (
            <DifferencesTable
              label="Differences in these payments"
              differences={fetchPayments.data.differences}
              emptyMessage="Every payment is as expected."
            />
          ) : null}
        </Stack>
      ) : null}
    </Paper>
  );
}

function UploadReport() {
  const [courier, setCourier] = useState<CourierName>('postex');
  const [reference, setReference] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const check = useCheckSettlementReport();
  const importReport = useImportSettlementReport();
  const upload = file ? { courier, file, reference } : null;
  const preview = importReport.data ?? check.data;

  const choose = (chosen: File | null) => {
    check.reset();
    importReport.reset();
    setFile(chosen);
    setFileError(
      chosen && chosen.size > SETTLEMENT_IMPORT_MAX_BYTES ? SETTLEMENT_IMPORT_TOO_LARGE : null,
    );
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="upload-report">
      <Typography id="upload-report" variant="h6" component="h2" sx={{ mb: 2 }}>
        Import a payment report
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: { sm: 'flex-start' } }}
      >
        <TextField
          select
          label="Courier"
          value={courier}
          onChange={(event) => {
            setCourier(event.target.value as CourierName);
            check.reset();
            importReport.reset();
          }}
          sx={{ minWidth: 160 }}
        >
          {COURIER_NAMES.map((name) => (
            <MenuItem key={name} value={name}>
              {COURIER_LABELS[name]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Report reference (optional)"
          helperText="CPR, cheque or payment number"
          value={reference}
          onChange={(event) => setReference(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <Stack spacing={0.5}>
          <Button variant="outlined" component="label">
            {file ? 'Choose another file' : 'Choose CSV or Excel file'}
            <input
              hidden
              type="file"
              aria-label="Payment report file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              onChange={(event) => choose(event.target.files?.[0] ?? null)}
            />
          </Button>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {file ? file.name : 'No file chosen'}
          </Typography>
          {fileError ? (
            <Typography role="alert" variant="body2" sx={{ color: 'error.main' }}>
              {fileError}
            </Typography>
          ) : null}
        </Stack>
        <Button
          variant="outlined"
          disabled={!upload || Boolean(fileError) || check.isPending}
          onClick={() => upload && check.mutate(upload)}
        >
          Check report
        </Button>
        <Button
          variant="contained"
          disabled={
            !upload ||
            !check.data ||
            check.data.errorCount > 0 ||
            check.data.alreadyImported ||
            importReport.isPending ||
            importReport.isSuccess
          }
          onClick={() => upload && importReport.mutate(upload)}
        >
          Import report
        </Button>
      </Stack>
      {check.isError ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {check.error.message}
        </Alert>
      ) : null}
      {importReport.isSuccess ? (
        <Alert severity="success" sx={{ mt: 2 }}>
          Imported: {formatPaisa(importReport.data.paid)} paid by{' '}
          {COURIER_LABELS[importReport.data.courier]}.
        </Alert>
      ) : null}
      {preview ? (
        <Box sx={{ mt: 2 }}>
          <Preview result={preview} />
        </Box>
      ) : null}
    </Paper>
  );
}

/**
 * /v1/settlements: cash from couriers (issue #29, decision 0031). What each courier still owes and has
 * paid, a payment report checked then imported (as the products CSV), every open difference, and the
 * reports imported so far.
 */
export function SettlementsPage() {
  const summary = useSettlementSummary();
  const [courier, setCourier] = useState<CourierName | ''>('');
  const [page, setPage] = useState(1);
  const [importsPage, setImportsPage] = useState(1);
  const differences = useSettlementDifferences(courier, page);
  const imports = useSettlementImports(importsPage);
  const couriers = summary.data?.couriers ?? [];

  return (
    <AdminPage title="Settlements">
      <Stack spacing={3}>
        <AdminTable
          label="Cash with couriers"
          columns={SUMMARY_COLUMNS}
          isLoading={summary.isPending}
          errorMessage={summary.isError ? 'Failed to fetch the settlements.' : null}
          isEmpty={couriers.length === 0}
          emptyMessage="No couriers"
          stackedOnPhone
        >
          {couriers.map((row) => (
            <TableRow key={row.courier}>
              <TableCell sx={{ fontWeight: 600 }}>{COURIER_LABELS[row.courier]}</TableCell>
              <TableCell>{formatPaisa(row.owed)}</TableCell>
              <TableCell>{formatPaisa(row.paid)}</TableCell>
              <TableCell>{row.differences}</TableCell>
            </TableRow>
          ))}
        </AdminTable>

        <FetchPayments />

        <UploadReport />

        <Stack spacing={1} component="section" aria-labelledby="open-differences">
          <Stack
            direction="row"
            spacing={2}
            sx={{ alignItems: 'center', flexWrap: 'wrap' }}
            useFlexGap
          >
            <Typography id="open-differences" variant="h6" component="h2">
              Open differences
            </Typography>
            <TextField
              select
              size="small"
              label="Courier"
              value={courier}
              onChange={(event) => {
                setCourier(event.target.value as CourierName | '');
                setPage(1);
              }}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              sx={{ minWidth: 160 }}
            >
              <MenuItem value="">All couriers</MenuItem>
              {COURIER_NAMES.map((name) => (
                <MenuItem key={name} value={name}>
                  {COURIER_LABELS[name]}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <DifferencesTable
            label="Open differences"
            differences={differences.data?.items ?? []}
            isLoading={differences.isPending}
            emptyMessage="No differences: every parcel is paid as expected."
          />
          <Pager
            page={differences.data?.page ?? 1}
            pageCount={differences.data?.pageCount ?? 1}
            onPage={setPage}
            label="differences"
          />
        </Stack>

        <Stack spacing={1} component="section" aria-labelledby="imported-reports">
          <Typography id="imported-reports" variant="h6" component="h2">
            Reports imported
          </Typography>
          <AdminTable
            label="Reports imported"
            columns={IMPORT_COLUMNS}
            isLoading={imports.isPending}
            isEmpty={(imports.data?.items.length ?? 0) === 0}
            emptyMessage="No reports imported yet"
            stackedOnPhone
          >
            {(imports.data?.items ?? []).map((row) => (
              <TableRow key={row.id}>
                <TableCell>
                  <time dateTime={row.importedAt}>{when.format(new Date(row.importedAt))}</time>
                </TableCell>
                <TableCell>{COURIER_LABELS[row.courier]}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  {row.fileName ?? (row.source === 'api' ? 'Payments call' : '—')}
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  {row.reference.startsWith('sha256:')
                    ? `file ${row.reference.slice(7, 15)}…`
                    : row.reference}
                </TableCell>
                <TableCell>{row.lines}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatPaisa(row.paid)}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.importedBy}</TableCell>
              </TableRow>
            ))}
          </AdminTable>
          <Pager
            page={imports.data?.page ?? 1}
            pageCount={imports.data?.pageCount ?? 1}
            onPage={setImportsPage}
            label="reports"
          />
        </Stack>
      </Stack>
    </AdminPage>
  );
}

function Pager({
  page,
  pageCount,
  onPage,
  label,
}: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  label: string;
}) {
  if (pageCount <= 1) return null;
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center' }}
      aria-label={`Pages of ${label}`}
    >
      <Button size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <Typography variant="body2">
        Page {page} of {pageCount}
      </Typography>
      <Button size="small" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </Stack>
  );
}
