import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { COURIER_LABELS, type CourierName } from '@shop/domain/couriers';
import { formatPaisa } from '@shop/domain/money';
import {
  SETTLEMENT_IMPORT_MAX_BYTES,
  SETTLEMENT_IMPORT_TOO_LARGE,
} from '@shop/domain/schemas/settlements.schema';
import { useState } from 'react';
import {
  useCheckSettlementReport,
  useImportSettlementReport,
} from '../api/import-settlement-report';
import { CourierSelect } from './courier-select';
import { SettlementReportPreview } from './settlement-report-preview';

/** A courier's payment report, chosen as a file, checked first, then imported (as the products CSV). */
export function UploadSettlementReport() {
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
        <CourierSelect
          value={courier}
          onChange={(chosen) => {
            setCourier(chosen);
            check.reset();
            importReport.reset();
          }}
        />
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
          <SettlementReportPreview result={preview} />
        </Box>
      ) : null}
    </Paper>
  );
}
