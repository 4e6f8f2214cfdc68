/**
 * The chart drawings (recharts). Only ChartsBoard imports this module, and the dashboard loads
 * ChartsBoard lazily for users with a chart role: recharts is a chunk of its own that no other page
 * (and no customer's dashboard) fetches.
 *
 * Right-to-left: the SVG is drawn left-to-right (SVG text anchoring breaks under an inherited
 * `direction: rtl`) and mirrored by the axes instead: time and value axes reversed, the value axis on
 * the right. Numbers and dates come formatted for the locale (Persian digits, Jalali days in fa).
 */
import { useId } from 'react';
import { Area, AreaChart, Bar, BarChart, CartesianGrid, Legend, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Point } from './chartData';

export const PALETTE = ['#1677ff', '#52c41a', '#faad14', '#eb2f96', '#13c2c2', '#722ed1', '#fa8c16', '#2f54eb', '#a0d911', '#f5222d'];

const HEIGHT = 260;
/**
 * The first render's size, before the container is measured (recharts measures it on mount and then
 * on each resize; an unlaid-out container, e.g. in jsdom, measures 0×0 and draws nothing).
 */
const INITIAL = { width: 480, height: HEIGHT };
const TICK = { fontSize: 12 };

export interface ChartProps {
  points: Point[];
  rtl: boolean;
  /** an axis tick: short */
  formatTick: (value: number) => string;
  /** the tooltip's value */
  formatValue: (value: number) => string;
  /** the tooltip's name of the value ('Files', 'Amount' ...) */
  valueName: string;
  /** a second tooltip line from `point.count` (payments: how many invoices) */
  formatCount?: (count: number) => string;
  color?: string;
}

type TooltipPayload = ReadonlyArray<{ payload?: Point }> | undefined;

function tooltipProps({ rtl, formatValue, valueName, formatCount }: ChartProps) {
  return {
    wrapperStyle: { direction: rtl ? ('rtl' as const) : ('ltr' as const) },
    contentStyle: { textAlign: rtl ? ('right' as const) : ('left' as const), borderRadius: 6 },
    labelFormatter: (label: unknown, payload: TooltipPayload) => payload?.[0]?.payload?.title ?? String(label ?? ''),
    formatter: (value: unknown, _name: unknown, item: { payload?: Point }) => {
      const text = formatValue(Number(value));
      const count = formatCount && item.payload?.count !== undefined ? ` (${formatCount(item.payload.count)})` : '';
      return [`${text}${count}`, valueName];
    },
  };
}

/** A frame that keeps the SVG left-to-right and sized; the page around it stays rtl. */
function Frame({ children, label }: { children: React.ReactElement; label: string }) {
  return (
    <div className="dash-chart" dir="ltr" role="img" aria-label={label}>
      <ResponsiveContainer width="100%" height={HEIGHT} initialDimension={INITIAL}>
        {children}
      </ResponsiveContainer>
    </div>
  );
}

/** Vertical bars over days (or any category), oldest first: reading direction of the locale. */
export function DayBars(props: ChartProps) {
  const { points, rtl, formatTick, color = PALETTE[0], valueName } = props;
  return (
    <Frame label={valueName}>
      <BarChart data={points} margin={{ top: 8, right: 8, bottom: 4, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" reversed={rtl} tick={TICK} interval="preserveStartEnd" minTickGap={12} />
        <YAxis orientation={rtl ? 'right' : 'left'} tick={TICK} tickFormatter={formatTick} allowDecimals={false} width={64} />
        <Tooltip {...tooltipProps(props)} cursor={{ fillOpacity: 0.15 }} />
        <Bar dataKey="value" name={valueName} fill={color} radius={[3, 3, 0, 0]} maxBarSize={28} isAnimationActive={false} />
      </BarChart>
    </Frame>
  );
}

/** An area over days: amounts paid per day. */
export function DayArea(props: ChartProps) {
  const { points, rtl, formatTick, color = PALETTE[0], valueName } = props;
  const gradient = `dash-area-${useId().replace(/:/g, '')}`;
  return (
    <Frame label={valueName}>
      <AreaChart data={points} margin={{ top: 8, right: 8, bottom: 4, left: 8 }}>
        <defs>
          <linearGradient id={gradient} x1="0" y1="0" x2="0" y2="1">
            <stop offset="5%" stopColor={color} stopOpacity={0.35} />
            <stop offset="95%" stopColor={color} stopOpacity={0.02} />
          </linearGradient>
        </defs>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" reversed={rtl} tick={TICK} interval="preserveStartEnd" minTickGap={12} />
        <YAxis orientation={rtl ? 'right' : 'left'} tick={TICK} tickFormatter={formatTick} width={76} />
        <Tooltip {...tooltipProps(props)} />
        <Area type="monotone" dataKey="value" name={valueName} stroke={color} strokeWidth={2} fill={`url(#${gradient})`} isAnimationActive={false} />
      </AreaChart>
    </Frame>
  );
}

/** Horizontal bars, largest on top: names on the reading side (right in rtl). */
export function RankBars(props: ChartProps) {
  const { points, rtl, formatTick, color = PALETTE[1], valueName } = props;
  const height = Math.max(120, points.length * 30 + 40);
  return (
    <div className="dash-chart" dir="ltr" role="img" aria-label={valueName}>
      <ResponsiveContainer width="100%" height={height} initialDimension={{ width: INITIAL.width, height }}>
        <BarChart data={points} layout="vertical" margin={{ top: 4, right: 12, bottom: 4, left: 12 }}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" reversed={rtl} tick={TICK} tickFormatter={formatTick} />
          <YAxis type="category" dataKey="label" orientation={rtl ? 'right' : 'left'} tick={TICK} width={120} interval={0} />
          <Tooltip {...tooltipProps(props)} cursor={{ fillOpacity: 0.15 }} />
          <Bar dataKey="value" name={valueName} fill={color} radius={rtl ? [3, 0, 0, 3] : [0, 3, 3, 0]} maxBarSize={22} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

/** A donut with its legend: shares of a whole (files by type). */
export function Donut(props: ChartProps) {
  const { points, valueName, rtl } = props;
  const data = points.map((p, i) => ({ ...p, fill: PALETTE[i % PALETTE.length] }));
  return (
    <Frame label={valueName}>
      <PieChart margin={{ top: 4, right: 4, bottom: 4, left: 4 }}>
        <Pie data={data} dataKey="value" nameKey="label" innerRadius="48%" outerRadius="80%" paddingAngle={1} isAnimationActive={false} />
        <Tooltip {...tooltipProps(props)} formatter={(value: unknown, name: unknown) => [props.formatValue(Number(value)), String(name)]} />
        <Legend
          layout="vertical"
          align={rtl ? 'left' : 'right'}
          verticalAlign="middle"
          iconType="circle"
          wrapperStyle={{ fontSize: 12, direction: rtl ? 'rtl' : 'ltr' }}
        />
      </PieChart>
    </Frame>
  );
}
