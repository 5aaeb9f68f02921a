import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
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
  const jewelrySelected = filter.type === 'Jewelry' && filter.subType === null;

  return (
    <Box component="nav" aria-label="Categories">
      {showHeading && (
        <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.15rem', mb: 1, px: 1 }}>
          Categories
        </Typography>
      )}
      <List disablePadding component="div">
        <ListItemButton
          selected={filter.type === 'All'}
          aria-current={filter.type === 'All' ? 'true' : undefined}
          onClick={() => choose({ kind: 'all' })}
          sx={itemSx}
        >
          <ListItemText primary="All Products" />
        </ListItemButton>
        <ListItemButton
          selected={jewelrySelected}
          aria-current={jewelrySelected ? 'true' : undefined}
          aria-expanded={filter.jewelryOpen}
          aria-controls={subTypesId}
          // Opening Jewelry shows its sub-types, so the phone menu stays open for the next choice.
          onClick={() => choose({ kind: 'jewelry' }, false)}
          sx={itemSx}
        >
          <ListItemText primary="Jewelry" />
          {filter.jewelryOpen ? <ExpandLess aria-hidden /> : <ExpandMore aria-hidden />}
        </ListItemButton>
        <Collapse in={filter.jewelryOpen} timeout="auto" unmountOnExit id={subTypesId}>
          <List disablePadding component="div">
            {JEWELRY_SUB_TYPES.map((subType) => (
              <ListItemButton
                key={subType}
                selected={filter.subType === subType}
                aria-current={filter.subType === subType ? 'true' : undefined}
                onClick={() => choose({ kind: 'subType', subType })}
                sx={{ ...itemSx, pl: 4 }}
              >
                <ListItemText primary={subType} />
              </ListItemButton>
            ))}
          </List>
        </Collapse>
        <ListItemButton
          selected={filter.type === 'Bags'}
          aria-current={filter.type === 'Bags' ? 'true' : undefined}
          onClick={() => choose({ kind: 'bags' })}
          sx={itemSx}
        >
          <ListItemText primary="Bags" />
        </ListItemButton>
      </List>
    </Box>
  );
}
