/** A rule's colour as a small square, as the grid draws its cells. */
export function ColourSwatch({ colour }: { colour: string }) {
  return (
    <span
      aria-hidden
      style={{
        display: 'inline-block',
        width: 12,
        height: 12,
        flex: 'none',
        borderRadius: 2,
        background: colour,
        border: '1px solid rgba(0, 0, 0, 0.25)',
      }}
    />
  );
}
