const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

/** A rate, with a decimal when it is below 10. */
export const perSecond = (rate: number) => (rate < 10 ? rate.toFixed(1) : String(Math.round(rate)));

/** One line of latency percentiles (and the rate, when `seconds` is given) for `samples` in ms. */
export function report(label: string, what: string, samples: number[], seconds?: number) {
  const sorted = [...samples].sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(
    [
      label.padEnd(10),
      what.padEnd(44),
      seconds ? `${perSecond(samples.length / seconds)} req/s`.padStart(10) : ''.padStart(10),
      `p50 ${ms(percentile(sorted, 50))}`.padStart(14),
      `p95 ${ms(percentile(sorted, 95))}`.padStart(14),
      `p99 ${ms(percentile(sorted, 99))}`.padStart(14),
      `max ${ms(sorted.at(-1) ?? Number.NaN)}`.padStart(14),
      `(${samples.length})`,
    ].join(' '),
  );
}
