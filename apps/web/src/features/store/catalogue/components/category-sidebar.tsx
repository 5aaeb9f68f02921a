import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton, { type ListItemButtonProps } from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { JEWELRY_SUB_TYPES } from '@shop/domain/constants';
import type { CatalogueFilter, CatalogueFilterAction } from '@shop/domain/catalogue';

interface CategorySidebarProps {
  filter: CatalogueFilter;
  dispatch: (action: CatalogueFilterAction) => void;
  /** Called after a choice, so the phone menu can close. */
  onChoose?: () => void;
  /** The phone menu's toggle button already says 'Categories'. */
  showHeading?: boolean;
  /** The sub-types list's id: the phone menu's copy needs its own. */
  subTypesId?: string;
}

const itemSx = {
  borderRadius: 1,
  '&.Mui-selected': { bgcolor: 'rgba(131, 79, 55, 0.14)', color: '#5a3222' },
  '&.Mui-selected:hover': { bgcolor: 'rgba(131, 79, 55, 0.2)' },
} as const;

/** A category's button: the one shown is also marked current for screen readers. */
function CategoryButton({ selected, sx = itemSx, ...props }: ListItemButtonProps) {
  return (
    <ListItemButton
      selected={selected}
      aria-current={selected ? 'true' : undefined}
      sx={sx}
      {...props}
    />
  );
}

/** 'Categories' (spec §2): All Products, Jewelry with its sub-types, Bags; rules in catalogueFilterReducer. */
export function CategorySidebar({
  filter,
  dispatch,
  onChoose,
  showHeading = true,
  subTypesId = 'jewelry-sub-types',
}: CategorySidebarProps) {
  const choose = (action: CatalogueFilterAction, closeMenu = true) => {
    dispatch(action);
    if (closeMenu) onChoose?.();
  };

  return (
    <Box component="nav" aria-label="Categories">
      {showHeading && (
        <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.15rem', mb: 1, px: 1 }}>
          Categories
        </Typography>
      )}
      <List disablePadding component="div">
        <CategoryButton selected={filter.type === 'All'} onClick={() => choose({ kind: 'all' })}>
          <ListItemText primary="All Products" />
        </CategoryButton>
        <CategoryButton
          selected={filter.type === 'Jewelry' && filter.subType === null}
          aria-expanded={filter.jewelryOpen}
          aria-controls={subTypesId}
          // Opening Jewelry shows its sub-types, so the phone menu stays open for the next choice.
          onClick={() => choose({ kind: 'jewelry' }, false)}
        >
          <ListItemText primary="Jewelry" />
          {filter.jewelryOpen ? <ExpandLess aria-hidden /> : <ExpandMore aria-hidden />}
        </CategoryButton>
        <Collapse in={filter.jewelryOpen} timeout="auto" unmountOnExit id={subTypesId}>
          <List disablePadding component="div">
            {JEWELRY_SUB_TYPES.map((subType) => (
              <CategoryButton
                key={subType}
                selected={filter.subType === subType}
                onClick={() => choose({ kind: 'subType', subType })}
                sx={{ ...itemSx, pl: 4 }}
              >
                <ListItemText primary={subType} />
              </CategoryButton>
            ))}
          </List>
        </Collapse>
        <CategoryButton selected={filter.type === 'Bags'} onClick={() => choose({ kind: 'bags' })}>
          <ListItemText primary="Bags" />
        </CategoryButton>
      </List>
    </Box>
  );
}
