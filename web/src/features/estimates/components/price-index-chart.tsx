import type { PriceIndexSeries } from '@contracts/estimate';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatShortMonthYear } from '@/lib/long-dates';

const monthLabel = (month: string) => formatShortMonthYear(`${month}-01T00:00:00Z`);

/** The local index month by month (latest = 100). Loaded on demand (recharts is large). */
export default function PriceIndexChart({ series }: { series: PriceIndexSeries }) {
  return (
    <div className="h-56 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={series.months} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
          <CartesianGrid stroke="#e2e8f0" strokeDasharray="3 3" />
          <XAxis
            dataKey="month"
            stroke="#64748b"
            fontSize={12}
            minTickGap={40}
            tickFormatter={(month: string) => month.slice(0, 4)}
          />
          <YAxis stroke="#64748b" fontSize={12} width={40} domain={['auto', 'auto']} />
          <Tooltip
            labelFormatter={(month) => monthLabel(String(month))}
            formatter={(value, _name, item) => [
              `${Number(value).toFixed(1)} (${(item.payload as { sales: number }).sales} sales)`,
              'Index',
            ]}
          />
          <Line dataKey="index" stroke="#2563eb" strokeWidth={2} dot={false} isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
