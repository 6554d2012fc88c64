/** What the grid's slot colours mean (doc 3 §4 "Slot colouring"). */
export function PlanLegend() {
  const items: [string, string][] = [
    ['planning-swatch empty', 'Empty'],
    ['planning-swatch planned', 'Planned'],
    ['planning-swatch held', 'Held by an open task'],
    ['planning-swatch assignable', 'Can take the next container'],
    ['planning-swatch suggested', 'Suggested'],
    ['planning-swatch unknown', 'Liner unknown'],
  ];
  return (
    <ul className="planning-legend" aria-label="Legend">
      {items.map(([className, label]) => (
        <li key={label}>
          <span className={className} aria-hidden /> {label}
        </li>
      ))}
    </ul>
  );
}
