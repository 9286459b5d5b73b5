import { useId } from 'react';
import { m } from '../../../paraglide/messages';
import { useMessages } from '../../lib/i18n';

/**
 * Server-rendered SVG charts for the admin analytics (issue 14): no chart library and no client script. The bar
 * chart scales with its box through its viewBox (units chosen so its text stays about 12 px at 360 px wide) and
 * names itself with aria-labelledby and carries its figures in a visually hidden table for screen readers; the bar
 * list writes its labels and values as text. Only the
 * admin tabs import this file, so no chart code reaches a public page.
 */
export interface ChartDatum {
  key: string;
  /** The full label, read in the data table and the bar's tooltip ("23 Nov 2026"). */
  label: string;
  /** The axis label, when different ("23 Nov"). */
  shortLabel?: string;
  value: number;
  /** The value as a person reads it ("12", "≈ $120.50"). */
  valueText: string;
}

const WIDTH = 480;
const FONT = 18;

function DataTable({
  caption,
  labelHeading,
  valueHeading,
  data,
}: {
  caption: string;
  labelHeading: string;
  valueHeading: string;
  data: readonly ChartDatum[];
}) {
  // A table is as wide as its cells whatever its width says: the box around it is what keeps it off the screen.
  return (
    <div className="sr-only">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{labelHeading}</th>
            <th scope="col">{valueHeading}</th>
          </tr>
        </thead>
        <tbody>
          {data.map((datum) => (
            <tr key={datum.key}>
              <th scope="row">{datum.label}</th>
              <td>{datum.valueText}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Vertical bars over time (days, months); a few axis labels so they never overlap. */
export function BarChart({
  title,
  summary,
  labelHeading,
  valueHeading,
  data,
}: {
  title: string;
  /** One sentence a screen reader hears first ("5 contributions in the last 30 days, most on 23 Nov"). */
  summary: string;
  labelHeading: string;
  valueHeading: string;
  data: readonly ChartDatum[];
}) {
  const { t } = useMessages();
  const id = useId();
  const height = 220;
  const top = 30;
  const bottom = 30;
  const plotHeight = height - top - bottom;
  const max = Math.max(1, ...data.map((datum) => datum.value));
  const slot = WIDTH / Math.max(1, data.length);
  const labelEvery = Math.max(1, Math.ceil(data.length / 5));
  const largest = data.reduce<ChartDatum | undefined>(
    (best, datum) => (!best || datum.value > best.value ? datum : best),
    undefined,
  );
  return (
    <figure className="mt-4 rounded-lg border border-stone-200 bg-white p-3">
      <figcaption className="font-semibold text-stone-900">{title}</figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${height}`}
        className="mt-2 h-auto w-full"
        role="img"
        aria-labelledby={`${id}-title ${id}-summary`}
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-summary`}>{summary}</desc>
        <text x={0} y={FONT} fontSize={FONT} className="fill-stone-600">
          {largest && largest.value > 0
            ? t(m.admin_chart_highest, { value: largest.valueText })
            : t(m.admin_chart_none_yet)}
        </text>
        <line x1={0} x2={WIDTH} y1={top + plotHeight} y2={top + plotHeight} className="stroke-stone-300" />
        {data.map((datum, index) => {
          const barHeight = (datum.value / max) * plotHeight;
          return (
            <g key={datum.key}>
              <title>{`${datum.label}: ${datum.valueText}`}</title>
              <rect
                x={index * slot + slot * 0.15}
                y={top + plotHeight - barHeight}
                width={slot * 0.7}
                height={Math.max(barHeight, datum.value > 0 ? 2 : 0)}
                className="fill-brand-700"
              />
              {index % labelEvery === 0 && (
                <text
                  x={index * slot + slot / 2}
                  y={height - 6}
                  fontSize={FONT}
                  textAnchor={index === 0 ? 'start' : 'middle'}
                  className="fill-stone-700"
                >
                  {datum.shortLabel ?? datum.label}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <DataTable caption={title} labelHeading={labelHeading} valueHeading={valueHeading} data={data} />
    </figure>
  );
}

/**
 * Labelled horizontal bars (by currency, by method, by country), in the order given: each label and value as text
 * that wraps on a phone and that a screen reader reads as a list, over a decorative bar drawn to scale.
 */
export function HorizontalBarList({
  title,
  data,
  empty,
}: {
  title: string;
  data: readonly ChartDatum[];
  empty: string;
}) {
  const max = Math.max(1, ...data.map((datum) => datum.value));
  return (
    <figure className="mt-4 rounded-lg border border-stone-200 bg-white p-3">
      <figcaption className="font-semibold text-stone-900">{title}</figcaption>
      {data.length === 0 ? (
        <p className="mt-2 text-stone-700">{empty}</p>
      ) : (
        <ul className="mt-2 space-y-3">
          {data.map((datum) => (
            <li key={datum.key}>
              <div className="flex flex-wrap justify-between gap-x-3 text-sm text-stone-800">
                <span className="font-medium">{datum.label}</span>
                <span>{datum.valueText}</span>
              </div>
              <svg
                viewBox="0 0 100 4"
                preserveAspectRatio="none"
                className="mt-1 block h-3 w-full"
                aria-hidden="true"
              >
                <rect x={0} y={0} width={100} height={4} className="fill-stone-100" />
                <rect
                  x={0}
                  y={0}
                  width={Math.max((datum.value / max) * 100, datum.value > 0 ? 0.5 : 0)}
                  height={4}
                  className="fill-brand-700"
                />
              </svg>
            </li>
          ))}
        </ul>
      )}
    </figure>
  );
}
