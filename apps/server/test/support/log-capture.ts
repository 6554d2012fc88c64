/** A logger for buildApp that keeps every line it writes, parsed, for a test to look at. */
export function captureLog() {
  const lines: Record<string, unknown>[] = [];
  return {
    logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
    lines,
    /** The whole log as text, to check what it must never contain. */
    text: () => lines.map((line) => JSON.stringify(line)).join('\n'),
  };
}
