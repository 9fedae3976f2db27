import {
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatMoney } from '@/lib/format';
import { type HistoryChartSeries, timeAxis } from '../lib/history-chart-data';
import { compactPrice } from '../lib/map-markers';

/** This property's sale prices against the local median by year. Loaded on demand (recharts is large). */
export default function PriceHistoryChart({ series }: { series: HistoryChartSeries }) {
  const axis = timeAxis(series);
  return (
    <div className="h-72 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
          <CartesianGrid stroke="#e2e8f0" strokeDasharray="3 3" />
          <XAxis
            dataKey="time"
            type="number"
            domain={axis.domain}
            ticks={axis.ticks}
            tickFormatter={(time: number) => String(time)}
            stroke="#64748b"
            fontSize={12}
            allowDuplicatedCategory={false}
          />
          <YAxis
            tickFormatter={(price: number) => compactPrice(price)}
            stroke="#64748b"
            fontSize={12}
            width={56}
          />
          <Tooltip
            labelFormatter={(time) => String(Math.floor(Number(time)))}
            formatter={(value) => formatMoney(Number(value))}
          />
          <Legend />
          <Line
            data={series.medians}
            dataKey="median"
            name="Local median (by year)"
            stroke="#94a3b8"
            strokeWidth={2}
            dot={{ r: 2 }}
            isAnimationActive={false}
          />
          <Line
            data={series.sales}
            dataKey="sale"
            name="This property"
            stroke="#2563eb"
            strokeWidth={2}
            dot={{ r: 5, fill: '#2563eb' }}
            isAnimationActive={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
