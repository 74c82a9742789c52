// Hand-drawn SVG charts (no chart library), each followed by the same figures as a table.
// Loaded lazily by the analytics tab.
import type { ReactNode } from 'react';
import { formatNumber, formatUSD } from '@/lib/format/en-us';
import type { MonthlyStat, SportShare } from '@/lib/dashboard/derive';
import { DataTable } from '@/components/ui/table';

const W = 560;
const H = 240;
const PAD = { top: 24, right: 12, bottom: 36, left: 12 };

/** A chart as a captioned figure: the SVG is one image named by the caption and described by `summary` (its figures in words). */
function ChartFigure({ id, title, summary, height, children }: { id: string; title: string; summary: string; height: number; children: ReactNode }) {
  return (
    <figure className="rounded-2xl border border-slate-200 bg-white p-4">
      <figcaption id={`${id}-title`} className="font-bold text-ink">
        {title}
      </figcaption>
      <svg viewBox={`0 0 ${W} ${height}`} role="img" aria-labelledby={`${id}-title ${id}-desc`} className="mt-2 h-auto w-full">
        <desc id={`${id}-desc`}>{summary}</desc>
        {children}
      </svg>
    </figure>
  );
}

export function BarChart({
  id,
  title,
  data,
  format,
  color,
}: {
  id: string;
  title: string;
  data: { label: string; value: number }[];
  format: (n: number) => string;
  color: string;
}) {
  const max = Math.max(1, ...data.map((d) => d.value));
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const slot = innerW / Math.max(1, data.length);
  const barW = Math.min(56, slot * 0.6);
  const summary = data.map((d) => `${d.label}: ${format(d.value)}`).join(', ');
  return (
    <ChartFigure id={id} title={title} summary={summary} height={H}>
      <line x1={PAD.left} x2={W - PAD.right} y1={H - PAD.bottom} y2={H - PAD.bottom} stroke="#64748b" />
      {data.map((d, i) => {
        const h = (d.value / max) * innerH;
        const x = PAD.left + i * slot + (slot - barW) / 2;
        const y = H - PAD.bottom - h;
        return (
          <g key={d.label}>
            <rect x={x} y={y} width={barW} height={Math.max(h, d.value ? 2 : 0)} rx={4} fill={color} />
            <text x={x + barW / 2} y={y - 6} textAnchor="middle" fontSize="12" fill="#1e293b">
              {format(d.value)}
            </text>
            <text x={x + barW / 2} y={H - PAD.bottom + 18} textAnchor="middle" fontSize="12" fill="#334155">
              {d.label}
            </text>
          </g>
        );
      })}
    </ChartFigure>
  );
}

export function MonthlyCharts({ monthly }: { monthly: MonthlyStat[] }) {
  const short = (m: MonthlyStat) => m.month.split(' ')[0] ?? m.month;
  return (
    <div className="space-y-6">
      <div className="grid gap-4 xl:grid-cols-3">
        <BarChart
          id="chart-earnings"
          title="Earnings by month"
          color="#5b21b6"
          format={(n) => formatUSD(n)}
          data={monthly.map((m) => ({ label: short(m), value: m.earnings }))}
        />
        <BarChart
          id="chart-events"
          title="Events by month"
          color="#be185d"
          format={formatNumber}
          data={monthly.map((m) => ({ label: short(m), value: m.events }))}
        />
        <BarChart
          id="chart-tickets"
          title="Tickets by month"
          color="#0f766e"
          format={formatNumber}
          data={monthly.map((m) => ({ label: short(m), value: m.tickets }))}
        />
      </div>
      <DataTable
        caption="Monthly stats as a table"
        scrollLabel="Monthly stats table"
        tableClassName="min-w-[28rem]"
        rows={monthly}
        rowKey={(m) => m.key}
        columns={[
          { header: 'Month', rowHeader: true, cell: (m) => m.month },
          { header: 'Earnings', numeric: true, cell: (m) => formatUSD(m.earnings) },
          { header: 'Events', numeric: true, cell: (m) => formatNumber(m.events) },
          { header: 'Tickets', numeric: true, cell: (m) => formatNumber(m.tickets) },
        ]}
      />
    </div>
  );
}

export function SportBreakdown({ sports }: { sports: SportShare[] }) {
  if (!sports.length) return <p className="text-slate-700">No events or earnings yet: your sport breakdown appears after your first event.</p>;
  const rowH = 34;
  const labelW = 150;
  const h = sports.length * rowH + 8;
  const summary = sports.map((s) => `${s.sport}: ${s.percentage}% of events`).join(', ');
  return (
    <div className="space-y-4">
      <ChartFigure id="chart-sports" title="Share of events by sport" summary={summary} height={h}>
        {sports.map((s, i) => {
          const y = 4 + i * rowH;
          const w = ((W - labelW - 60) * s.percentage) / 100;
          return (
            <g key={s.sport}>
              <text x={0} y={y + 20} fontSize="13" fill="#1e293b">
                {s.sport}
              </text>
              <rect x={labelW} y={y + 6} width={Math.max(w, 2)} height={20} rx={4} fill="#7c3aed" />
              <text x={labelW + w + 8} y={y + 21} fontSize="13" fill="#1e293b">
                {s.percentage}%
              </text>
            </g>
          );
        })}
      </ChartFigure>
      <DataTable
        caption="Sport breakdown as a table"
        scrollLabel="Sport breakdown table"
        tableClassName="min-w-[28rem]"
        rows={sports}
        rowKey={(s) => s.sport}
        columns={[
          { header: 'Sport', rowHeader: true, cell: (s) => s.sport },
          { header: 'Events', numeric: true, cell: (s) => formatNumber(s.events) },
          { header: 'Earnings', numeric: true, cell: (s) => formatUSD(s.earnings) },
          { header: 'Share of events', numeric: true, cell: (s) => `${s.percentage}%` },
        ]}
      />
    </div>
  );
}

/** Default export for next/dynamic: the whole analytics chart block. */
export default function AnalyticsCharts({ monthly, sports }: { monthly: MonthlyStat[]; sports: SportShare[] }) {
  return (
    <div className="space-y-10">
      <section aria-labelledby="monthly-title">
        <h3 id="monthly-title" className="mb-4 text-xl font-bold">
          Monthly stats
        </h3>
        <MonthlyCharts monthly={monthly} />
      </section>
      <section aria-labelledby="sports-title">
        <h3 id="sports-title" className="mb-4 text-xl font-bold">
          Sport breakdown
        </h3>
        <SportBreakdown sports={sports} />
      </section>
    </div>
  );
}
