// Lays out the cases of a JSON file with gestalt's multiColumnLayout, as its Masonry does when it
// is given a column span per item (`_getColumnSpanConfig`), all items measured at once, no gutter.
// Input: {"rounds": 3, "cases": [{"columns": 4, "heights": [..], "spans": [..]}]}.
// Output: per case the median time of a round in nanoseconds, and every item's top and first
// column (from its left edge) as gestalt's position cache holds them after the round.
// Bundled with gestalt's sources by Scripts/gestalt-layout.sh; not runnable on its own.
import { readFileSync } from 'node:fs';
import multiColumnLayout from './packages/gestalt/src/Masonry/multiColumnLayout';

class MapCache {
  constructor() {
    this.map = new Map();
  }
  get(key) {
    return this.map.get(key);
  }
  has(key) {
    return this.map.has(key);
  }
  set(key, value) {
    this.map.set(key, value);
  }
  reset() {
    this.map.clear();
  }
}

const columnWidth = 10;
const input = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const results = input.cases.map((layoutCase) => {
  const times = [];
  let placed = null;
  for (let round = 0; round < input.rounds; round += 1) {
    const items = layoutCase.heights.map((height, index) => ({ index, height, span: layoutCase.spans[index] }));
    const measurementCache = new MapCache();
    items.forEach((item) => measurementCache.set(item, item.height));
    const positionCache = new MapCache();
    const start = process.hrtime.bigint();
    multiColumnLayout({
      items,
      gutter: 0,
      columnWidth,
      columnCount: layoutCase.columns,
      centerOffset: 0,
      measurementCache,
      positionCache,
      originalItems: items,
      _getColumnSpanConfig: (item) => item.span,
      _getResponsiveModuleConfigForSecondItem: () => undefined,
    });
    times.push(Number(process.hrtime.bigint() - start));
    placed = items.map((item) => positionCache.get(item) ?? null);
  }
  times.sort((a, b) => a - b);
  return {
    nanoseconds: times[Math.floor(times.length / 2)],
    tops: placed.map((position) => (position ? position.top : null)),
    columns: placed.map((position) => (position ? Math.round(position.left / columnWidth) : null)),
  };
});
process.stdout.write(JSON.stringify({ results }));
