import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** Previous and Next under a settlements table; nothing when everything fits on one page. */
export function SettlementsPager({
  answer,
  onPage,
  label,
}: {
  /** The table's page as the server answered it; undefined while it is read. */
  answer: { page: number; pageCount: number } | undefined;
  onPage: (page: number) => void;
  label: string;
}) {
  const { page, pageCount } = answer ?? { page: 1, pageCount: 1 };
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
