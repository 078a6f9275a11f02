/**
 * The sales chart's geometry (docs/product.md §13 "Report screens"): drawn by hand as SVG, no chart
 * library (docs/performance.md). Pure: the scales, the ticks and which buckets
 * get a label; components/ats/sales-report/sales-chart.tsx draws them.
 */

export interface ChartInput {
  buckets: readonly string[];
  series: readonly { key: string; label: string; values: readonly number[] }[];
}

export interface ChartBox {
  width: number;
  height: number;
  /** Room for the y labels (left) and the x labels (bottom). */
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export interface ChartGeometry {
  /** The y axis' ticks: value and y position, from the bottom up. */
  yTicks: { value: number; y: number }[];
  /** The buckets that get a label (at most `maxLabels`, evenly spread, the first and the last always). */
  xLabels: { index: number; x: number }[];
  /** Each series' points, in bucket order. */
  lines: { key: string; points: { x: number; y: number }[] }[];
  /** Where y = 0 is (the baseline: refunds may bring a bucket below it). */
  zeroY: number;
}

/** A step of 1, 2, 2.5 or 5 × 10ⁿ giving about `count` intervals over [min, max]. */
export function niceStep(span: number, count: number): number {
  if (!(span > 0)) return 1;
  const raw = span / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

/** The ticks from a round value at or below min (and 0) to one at or above max. */
export function niceTicks(min: number, max: number, count = 4): number[] {
  const low = Math.min(0, min);
  const high = Math.max(0, max);
  const step = niceStep(high - low, count);
  const first = Math.floor(low / step) * step;
  const last = Math.ceil(high / step) * step;
  const ticks: number[] = [];
  for (let value = first; value <= last + step / 2; value += step) ticks.push(Math.round(value * 100) / 100);
  return ticks.length > 1 ? ticks : [0, step];
}

/** Which bucket indexes get a label: at most `max`, evenly spread, first and last included. */
export function labelIndexes(count: number, max: number): number[] {
  if (count <= 0) return [];
  if (count <= max) return Array.from({ length: count }, (_, index) => index);
  const step = Math.ceil((count - 1) / (max - 1));
  const indexes: number[] = [];
  for (let index = 0; index < count - 1; index += step) indexes.push(index);
  if (count - 1 - (indexes.at(-1) ?? 0) < step / 2) indexes.pop();
  indexes.push(count - 1);
  return indexes;
}

export function chartGeometry(chart: ChartInput, box: ChartBox, maxLabels: number): ChartGeometry {
  const values = chart.series.flatMap((series) => series.values);
  const ticks = niceTicks(values.length ? Math.min(...values) : 0, values.length ? Math.max(...values) : 0);
  const low = ticks[0]!;
  const high = ticks.at(-1)!;
  const plotWidth = box.width - box.left - box.right;
  const plotHeight = box.height - box.top - box.bottom;
  const y = (value: number) => box.top + plotHeight - ((value - low) / (high - low)) * plotHeight;
  const n = chart.buckets.length;
  const x = (index: number) => box.left + (n <= 1 ? plotWidth / 2 : (index / (n - 1)) * plotWidth);
  return {
    yTicks: ticks.map((value) => ({ value, y: y(value) })),
    xLabels: labelIndexes(n, maxLabels).map((index) => ({ index, x: x(index) })),
    lines: chart.series.map((series) => ({
      key: series.key,
      points: series.values.map((value, index) => ({ x: x(index), y: y(value) })),
    })),
    zeroY: y(0),
  };
}
