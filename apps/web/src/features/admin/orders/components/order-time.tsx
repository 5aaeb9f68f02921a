/** A moment in the order's life in the browser's own date and time format (spec §2). */
export function OrderTime({ at }: { at: string }) {
  const date = new Date(at);
  return <time dateTime={at}>{Number.isNaN(date.getTime()) ? at : date.toLocaleString()}</time>;
}
