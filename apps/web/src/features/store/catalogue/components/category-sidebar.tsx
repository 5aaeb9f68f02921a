import { JEWELRY_SUB_TYPES } from '@shop/domain/constants';
import type { CatalogueFilter, CatalogueFilterAction } from '@shop/domain/catalogue';
import type { ReactNode } from 'react';
import { ExpandLessIcon, ExpandMoreIcon } from '../catalogue-icons';
import * as styles from './category-sidebar.css';

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
    <button
      type="button"
      aria-current={selected ? 'true' : undefined}
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onClick}
      className={nested ? styles.subType : styles.category}
    >
      <span className={styles.labelBox}>
        <span className={styles.label}>{label}</span>
      </span>
      {children}
    </button>
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
    <nav aria-label="Categories">
      {showHeading && <h2 className={styles.heading}>Categories</h2>}
      <div className={styles.list}>
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
      </div>
    </nav>
  );
}
