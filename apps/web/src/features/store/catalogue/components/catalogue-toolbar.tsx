import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SEARCH_MAX_LENGTH, type CatalogueSort } from '@shop/domain/constants';
import type { FormEvent, ReactNode } from 'react';
import { buttonLook } from '../../../../components/light-controls';

const SORT_LABELS: Record<CatalogueSort, string> = {
  newest: 'Newest',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  best_selling: 'Best sellers',
};

interface CatalogueToolbarProps {
  q: string;
  sort: CatalogueSort | undefined;
  /** Matches of the current filter and search, once known. */
  total: number | undefined;
  onSearch: (q: string) => void;
  onSort: (sort: CatalogueSort | undefined) => void;
}

/** Native controls, styled: MUI's TextField would add 25 KB to the catalogue's first load. */
const controlSx = {
  font: 'inherit',
  fontSize: '1rem',
  color: '#2C2C2C',
  bgcolor: '#fff',
  border: '1px solid #b9a59a',
  borderRadius: 1,
  px: 1.5,
  height: 40,
  minWidth: 0,
  '&:focus-visible': { outline: '3px solid #834F37', outlineOffset: 1 },
} as const;

/** A control with its label on the line above; `grow` lets it take the width left on its line. */
function LabelAbove({
  htmlFor,
  label,
  grow = false,
  children,
}: {
  htmlFor: string;
  label: string;
  grow?: boolean;
  children: ReactNode;
}) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', ...(grow ? { flex: 1 } : {}) }}>
      <Box
        component="label"
        htmlFor={htmlFor}
        sx={{ fontSize: '0.8rem', fontWeight: 600, color: '#5a3222', mb: 0.5 }}
      >
        {label}
      </Box>
      {children}
    </Box>
  );
}

/** Above the grid: a search box, the number of results and the sort order. */
export function CatalogueToolbar({ q, sort, total, onSearch, onSort }: CatalogueToolbarProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(String(new FormData(event.currentTarget).get('q') ?? '').trim());
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 2, mb: 3 }}>
      <Box
        component="form"
        role="search"
        aria-label="Catalogue"
        onSubmit={submit}
        sx={{ display: 'flex', alignItems: 'flex-end', gap: 1, flex: '1 1 260px' }}
      >
        <LabelAbove htmlFor="catalogue-search" label="Search products" grow>
          <Box
            component="input"
            id="catalogue-search"
            // A new key when the address's search changes (Back, a link) shows what is searched.
            key={q}
            name="q"
            type="search"
            defaultValue={q}
            maxLength={SEARCH_MAX_LENGTH}
            sx={controlSx}
          />
        </LabelAbove>
        <Box component="button" type="submit" sx={[buttonLook('contained'), { height: 40 }]}>
          Search
        </Box>
      </Box>
      {total !== undefined && (
        <Typography aria-live="polite" sx={{ color: '#5a3222', pb: 1 }}>
          {total === 1 ? '1 product' : `${total} products`}
        </Typography>
      )}
      <LabelAbove htmlFor="catalogue-sort" label="Sort by">
        <Box
          component="select"
          id="catalogue-sort"
          value={sort ?? 'newest'}
          onChange={(event: React.ChangeEvent<HTMLSelectElement>) => {
            const next = event.target.value as CatalogueSort;
            onSort(next === 'newest' ? undefined : next);
          }}
          sx={{ ...controlSx, pr: 1 }}
        >
          {Object.entries(SORT_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Box>
      </LabelAbove>
    </Box>
  );
}
