import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatPaisa } from '@shop/domain/money';
import type { SettlementImportResult } from '@shop/domain/schemas/settlements.schema';
import { SettlementDifferencesTable } from './settlement-differences-table';

/** What a checked (or imported) payment report holds: its counts, its problems, its differences. */
export function SettlementReportPreview({ result }: { result: SettlementImportResult }) {
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
      <SettlementDifferencesTable
        label="Differences in this report"
        differences={result.differences}
        emptyMessage="Every line is paid as expected."
      />
    </Stack>
  );
}
