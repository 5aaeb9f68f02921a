import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { JEWELRY_SUB_TYPES } from '@shop/domain/constants';
import type { CatalogueFilter, CatalogueFilterAction } from '@shop/domain/catalogue';
import type { ReactNode } from 'react';
import { MUI_EASING } from '../../../../components/light-controls';
import { ExpandLessIcon, ExpandMoreIcon } from '../catalogue-icons';

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

/**
 * MUI's ListItemButton with a ListItemText, as a plain button (issue 24: ButtonBase, its ripple and
 * the list's components stay out of the catalogue's first view); the shop's brown for the category
 * shown, which is also marked current for screen readers.
 */
const itemSx = {
  display: 'flex',
  flexGrow: 1,
  width: '100%',
  justifyContent: 'flex-start',
  alignItems: 'center',
  position: 'relative',
  boxSizing: 'border-box',
  minWidth: 0,
  m: 0,
  border: 0,
  borderRadius: 1,
  py: '8px',
  px: '16px',
  font: 'inherit',
  color: 'inherit',
  textAlign: 'left',
  bgcolor: 'transparent',
  cursor: 'pointer',
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  transition: `background-color 150ms ${MUI_EASING.easeInOut} 0ms`,
  '&:hover': { bgcolor: 'action.hover', '@media (hover: none)': { bgcolor: 'transparent' } },
  '&:focus-visible': { bgcolor: 'action.focus' },
  '&[aria-current="true"]': { bgcolor: 'rgba(131, 79, 55, 0.14)', color: '#5a3222' },
  '&[aria-current="true"]:hover': { bgcolor: 'rgba(131, 79, 55, 0.2)' },
} as const;

interface CategoryButtonProps {
  selected: boolean;
  onClick: () => void;
  label: string;
  /** A sub-type sits further in. */
  nested?: boolean;
  expanded?: boolean;
  controls?: string;
  children?: ReactNode;
}

function CategoryButton({
  selected,
  onClick,
  label,
  nested,
  expanded,
  controls,
  children,
}: CategoryButtonProps) {
  return (
    <Box
      component="button"
      type="button"
      aria-current={selected ? 'true' : undefined}
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onClick}
      sx={nested ? { ...itemSx, pl: 4 } : itemSx}
    >
      <Box component="span" sx={{ flex: '1 1 auto', minWidth: 0, my: '4px' }}>
        <Typography component="span" sx={{ display: 'block' }}>
          {label}
        </Typography>
      </Box>
      {children}
    </Box>
  );
}

/**
 * 'Categories' (spec §2): All Products, Jewelry with its sub-types, Bags; rules in
 * catalogueFilterReducer. Jewelry's sub-types appear at once when it opens (MUI's Collapse unfolded
 * them over a few hundred milliseconds, during which a tap could land on a moving item).
 */
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
  const ExpandIcon = filter.jewelryOpen ? ExpandLessIcon : ExpandMoreIcon;

  return (
    <Box component="nav" aria-label="Categories">
      {showHeading && (
        <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.15rem', mb: 1, px: 1 }}>
          Categories
        </Typography>
      )}
      <Box sx={{ position: 'relative' }}>
        <CategoryButton
          label="All Products"
          selected={filter.type === 'All'}
          onClick={() => choose({ kind: 'all' })}
        />
        <CategoryButton
          label="Jewelry"
          selected={filter.type === 'Jewelry' && filter.subType === null}
          expanded={filter.jewelryOpen}
          controls={subTypesId}
          // Opening Jewelry shows its sub-types, so the phone menu stays open for the next choice.
          onClick={() => choose({ kind: 'jewelry' }, false)}
        >
          <ExpandIcon />
        </CategoryButton>
        {filter.jewelryOpen && (
          <div id={subTypesId}>
            {JEWELRY_SUB_TYPES.map((subType) => (
              <CategoryButton
                key={subType}
                label={subType}
                nested
                selected={filter.subType === subType}
                onClick={() => choose({ kind: 'subType', subType })}
              />
            ))}
          </div>
        )}
        <CategoryButton
          label="Bags"
          selected={filter.type === 'Bags'}
          onClick={() => choose({ kind: 'bags' })}
        />
      </Box>
    </Box>
  );
}
