/** Colour names are stored as typed ('gold'); shoppers read them capitalised (spec §2). */
export function formatColour(colour: string): string {
  return colour ? colour.charAt(0).toUpperCase() + colour.slice(1) : colour;
}
