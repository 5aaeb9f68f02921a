import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import type { AdminPaging } from './admin-list';

/** Typing pauses this long before the table is searched: one request per word, not per letter. */
const SEARCH_DELAY_MS = 300;

/** The search box above a back-office table; the table follows as the admin types. */
export function AdminSearchBox({ paging, label }: { paging: AdminPaging; label: string }) {
  const [text, setText] = useState(paging.q);
  const { q, search } = paging;

  // Back and Forward change the search in the address: the box shows it (set during render, React's
  // way of following a prop, rather than in an effect that would paint the old text first). The
  // address catching up with a search this box sent itself is not such a change: a busy browser can
  // render it after the admin has typed on, and following it would put back the words just replaced.
  const [shownQ, setShownQ] = useState(q);
  const [sentQ, setSentQ] = useState<string | null>(null);
  if (q !== shownQ) {
    setShownQ(q);
    if (q === sentQ) setSentQ(null);
    else setText(q);
  }

  useEffect(() => {
    if (text.trim() === q.trim()) return undefined;
    const timer = setTimeout(() => {
      setSentQ(text.trim());
      search(text.trim());
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, q, search]);

  return (
    <TextField
      type="search"
      size="small"
      label={label}
      value={text}
      onChange={(event) => setText(event.target.value)}
      slotProps={{
        htmlInput: { maxLength: 100 },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
      sx={{ width: { xs: '100%', sm: 320 } }}
    />
  );
}

/** Below a table: how many rows match and the pages to move between. */
export function AdminPager({ paging, label }: { paging: AdminPaging; label: string }) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ px: 2, py: 1.5, alignItems: 'center', justifyContent: 'space-between' }}
    >
      <Typography variant="body2" aria-live="polite">
        {paging.total === 1 ? '1 result' : `${paging.total} results`} · Page {paging.page} of{' '}
        {paging.pageCount}
      </Typography>
      {paging.pageCount > 1 ? (
        <Pagination
          count={paging.pageCount}
          page={paging.page}
          onChange={(_event, page) => paging.goTo(page)}
          color="primary"
          size="small"
          siblingCount={1}
          getItemAriaLabel={(type, page) =>
            type === 'page' ? `${label}, page ${page}` : `${label}, ${type} page`
          }
        />
      ) : null}
    </Stack>
  );
}
