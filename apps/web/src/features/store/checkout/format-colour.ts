/** Colour names are stored as typed ('gold'); shoppers read them capitalised (spec §2). */
export function formatColour(colour: string): string {
  return colour ? colour.charAt(0).toUpperCase() + colour.slice(1) : colour;
}

/** A variant's values read the same way, each capitalised: 'gold / small' → 'Gold / Small'. */
export function formatVariant(variant: string): string {
  return variant.split(' / ').map(formatColour).join(' / ');
}
