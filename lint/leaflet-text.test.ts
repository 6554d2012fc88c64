import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Leaflet reads a string handed to a tooltip, a popup or a div icon as HTML, and the names on the
 * web app's maps are typed by users (a zone's name ran as script in a superadmin's browser). Every
 * such call must hand it a node: `mapText(…)`, or an element builder named `…Element(…)`.
 */
const webSrc = join(import.meta.dirname, '../apps/web/src');
const CALLS = /\.(bindTooltip|bindPopup|setTooltipContent|setPopupContent)\(\s*|\bhtml:\s*/g;
const NODE = /^(mapText|[a-z][A-Za-z]*Element)\(/;

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

/** Each Leaflet content argument in `text` that is not a node, with its line. */
function stringsHandedToLeaflet(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(CALLS)) {
    const after = text.slice((match.index ?? 0) + match[0].length);
    if (match[0].startsWith('html') && !/L\.divIcon\(\{[^}]*$/.test(text.slice(0, match.index)))
      continue;
    if (!NODE.test(after)) {
      const line = text.slice(0, match.index).split('\n').length;
      found.push(`line ${line}: ${match[0].trim()}${after.split('\n')[0]}`);
    }
  }
  return found;
}

describe('what the web app hands Leaflet to show', () => {
  it('finds a string handed to a tooltip, a popup or a div icon', () => {
    expect(stringsHandedToLeaflet('layer.bindTooltip(zone.name);')).toHaveLength(1);
    expect(stringsHandedToLeaflet(`m.bindPopup(\`<b>\${name}</b>\`)`)).toHaveLength(1);
    expect(
      stringsHandedToLeaflet(`L.divIcon({ className: 'x', html: \`<i>\${a}</i>\` })`),
    ).toHaveLength(1);
    expect(stringsHandedToLeaflet('layer.bindTooltip(mapText(zone.name));')).toEqual([]);
    expect(stringsHandedToLeaflet("L.divIcon({ className: 'x', html: badgeElement(m) })")).toEqual(
      [],
    );
  });

  it('is handed only nodes anywhere in apps/web/src', () => {
    const offenders = sources(webSrc).flatMap((file) =>
      stringsHandedToLeaflet(readFileSync(file, 'utf8')).map(
        (found) => `${relative(webSrc, file)} ${found}`,
      ),
    );
    expect(offenders).toEqual([]);
  });
});
