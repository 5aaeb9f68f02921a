import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { toast } from '../../../../lib/toasts';
import { PRODUCT_IMPORT_MAX_BYTES } from '@shop/domain/constants';
import {
  PRODUCT_IMPORT_TOO_LARGE,
  type ProductImportResult,
} from '@shop/domain/schemas/product-import.schema';
import { useMediaQuery } from '../../../../components/use-media-query';
import { useCheckProductsImport, useImportProducts } from '../api/import-products';
import { ImportRowsTable } from './import-rows-table';
import { DialogSubmitActions } from '../../common/dialog-submit-actions';
import { FileButton } from '../../common/file-button';

const count = new Intl.NumberFormat('en-US');
/** '1 product', '1,200 products'. */
const productsCount = (n: number) => `${count.format(n)} ${n === 1 ? 'product' : 'products'}`;

interface ImportProductsDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * 'Import CSV' (issue #12): choose a file, see its dry run (what it would create and update, and every
 * problem by line and column), then import it whole. The button stays disabled while any row has a
 * problem: the import is all or nothing, and the dialog says so.
 */
export function ImportProductsDialog({ open, onClose }: ImportProductsDialogProps) {
  const check = useCheckProductsImport();
  const importer = useImportProducts();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const phone = useMediaQuery('(max-width: 599.95px)');

  const result = check.data;
  // Counted only for a file without problems: the import takes the whole file or nothing.
  const toImport = result && result.errorCount === 0 ? result.created + result.updated : 0;
  const busy = check.isPending || importer.isPending;
  const canImport = file !== null && toImport > 0 && !busy;

  function checkFile(chosen: File) {
    check.mutate(chosen, { onError: (error) => setFileError(error.message) });
  }

  function reset() {
    setFile(null);
    setFileError(null);
    check.reset();
    importer.reset();
  }

  function close() {
    if (importer.isPending) return;
    reset();
    onClose();
  }

  // FileButton clears its input, so choosing the same file again after editing it checks it again.
  function choose(chosen: File | null) {
    if (!chosen) return;
    check.reset();
    setFile(chosen);
    setFileError(null);
    if (chosen.size > PRODUCT_IMPORT_MAX_BYTES) setFileError(PRODUCT_IMPORT_TOO_LARGE);
    else checkFile(chosen);
  }

  async function runImport() {
    if (!file) return;
    try {
      const done = await importer.mutateAsync(file);
      toast.success(`Imported: ${productsCount(done.created)} added, ${done.updated} updated`);
      reset();
      onClose();
    } catch {
      // Refused (a product deleted since the check, say): the toast said why; the check shows where.
      checkFile(file);
    }
  }

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="md" fullScreen={phone}>
      <DialogTitle>Import products from CSV</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ color: 'text.primary', mb: 1 }}>
          Rows with an id update that product; rows without one add a new product. Products that are
          not in the file stay as they are. Start from &apos;Export CSV&apos; to get every column.
        </DialogContentText>
        <DialogContentText sx={{ color: 'text.primary', mb: 2 }}>
          <strong>All or nothing:</strong> the rows are imported together; if any row has a problem,
          none is. Quantities change by what you changed since the export, so orders placed
          meanwhile are kept.
        </DialogContentText>

        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1.5, mb: 2 }}>
          <FileButton
            accept=".csv,text/csv"
            onChoose={choose}
            startIcon={<UploadFileIcon />}
            disabled={busy}
          >
            {file ? 'Choose another file' : 'Choose CSV file'}
          </FileButton>
          {file ? (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {file.name}
            </Typography>
          ) : null}
        </Stack>
        {fileError ? (
          <Typography role="alert" sx={{ color: 'error.main', fontWeight: 600, mb: 2 }}>
            {fileError}
          </Typography>
        ) : null}

        {check.isPending ? (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <CircularProgress size={20} aria-hidden />
            <Typography>Checking the file…</Typography>
          </Stack>
        ) : null}
        {result && !check.isPending ? <CheckResult result={result} /> : null}
      </DialogContent>
      <DialogSubmitActions
        submitLabel={toImport > 0 ? `Import ${productsCount(toImport)}` : 'Import products'}
        pending={importer.isPending}
        onCancel={close}
        onSubmit={() => void runImport()}
        disabled={!canImport}
      />
    </Dialog>
  );
}

/** What the dry run found: the counts, then the problems to correct or the changes to expect. */
function CheckResult({ result }: { result: ProductImportResult }) {
  const { created, updated, unchanged, errors, errorCount, changes } = result;
  return (
    <Box>
      <Typography role="status" sx={{ fontWeight: 600, mb: 1.5 }}>
        {count.format(created)} new · {count.format(updated)} to update · {count.format(unchanged)}{' '}
        unchanged
      </Typography>
      {errorCount > 0 ? (
        <>
          <Alert severity="error" sx={{ mb: 1.5 }}>
            {errorCount === 1 ? '1 problem' : `${count.format(errorCount)} problems`} to correct in
            the file, then choose it again. Nothing is imported while any row has a problem.
          </Alert>
          <ImportRowsTable
            label="Problems in the file"
            columns={['Line', 'Column', 'Problem']}
            rows={errors.map((error) => [error.line, error.column || '—', error.message])}
            more={errorCount - errors.length}
          />
        </>
      ) : created + updated === 0 ? (
        <Alert severity="info">
          Nothing to import: every product in the file is as it is in the shop.
        </Alert>
      ) : (
        <ImportRowsTable
          label="Changes"
          columns={['Line', 'Product', 'Change']}
          rows={changes.map((change) => [
            change.line,
            change.id === null ? change.title : `${change.title} (#${change.id})`,
            change.action === 'create' ? 'New product' : change.columns.join(', '),
          ])}
          more={created + updated - changes.length}
        />
      )}
    </Box>
  );
}
