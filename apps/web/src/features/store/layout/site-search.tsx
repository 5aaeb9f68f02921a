import Box from '@mui/material/Box';
import { SEARCH_MAX_LENGTH } from '@shop/domain/constants';
import type { FormEvent } from 'react';
import { useNavigate } from '../../../lib/router';
import { iconButtonLook } from '../../../components/light-controls';
import { SearchIcon } from '../../../components/light-icons';

/**
 * The search box of the header (desktop) and the phone menu: it opens the catalogue with the search in
 * the address (/products?q=…), where the results, the sort and the pages are.
 */
export function SiteSearch({ id, onSearched }: { id: string; onSearched?: () => void }) {
  const navigate = useNavigate();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    navigate(q ? `/products?${new URLSearchParams({ q }).toString()}` : '/products');
    onSearched?.();
  };
  return (
    <Box
      component="form"
      role="search"
      aria-label="Shop"
      onSubmit={submit}
      sx={{
        display: 'flex',
        alignItems: 'center',
        border: '1px solid #b9a59a',
        borderRadius: 5,
        bgcolor: '#fff',
        pl: 1.5,
        '&:focus-within': { outline: '3px solid #834F37', outlineOffset: 1 },
      }}
    >
      <Box
        component="input"
        id={id}
        aria-label="Search the shop"
        name="q"
        type="search"
        placeholder="Search jewelry and bags"
        maxLength={SEARCH_MAX_LENGTH}
        sx={{
          font: 'inherit',
          fontSize: '0.95rem',
          color: '#2C2C2C',
          border: 0,
          outline: 0,
          bgcolor: 'transparent',
          width: '100%',
          minWidth: 0,
          height: 38,
        }}
      />
      <Box
        component="button"
        type="submit"
        aria-label="Search the shop"
        sx={[iconButtonLook('small'), { color: '#834F37' }]}
      >
        <SearchIcon />
      </Box>
    </Box>
  );
}
