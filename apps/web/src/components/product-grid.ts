/** How wide a card's image is shown in the grid (the page is at most 1200 px wide). */
export const PRODUCT_GRID_IMAGE_SIZES = '(min-width: 1200px) 300px, (min-width: 900px) 33vw, 50vw';
