/** The shop's display type: the brand name and the storefront's headings, in a bold serif. */
export const displayTypeSx = {
  fontFamily: 'Georgia, "Times New Roman", serif',
  fontWeight: 700,
} as const;

/** A storefront page's or section's heading: display type in the brand's brown. */
export const displayHeadingSx = {
  ...displayTypeSx,
  fontSize: { xs: '1.75rem', md: '2.25rem' },
  color: 'primary.main',
} as const;
