import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { ApplicationStatistics } from '@portal/contracts';
import { BarTable } from '../BarTable';
import { ChartSection } from './ChartSection';
import {
  countryName,
  cumulativeMoney,
  dayLabel,
  fullDayLabel,
  perDaySeries,
  percent,
  roleName,
  seniorityName,
} from './chartData';

const HEIGHT = 280;
const TOP_COUNTRIES = 15;

/** The dashboard's charts (loaded on their own, so the staff bundle stays split), each with its table. */
const StatisticsCharts = ({ statistics }: { statistics: ApplicationStatistics }) => {
  const perDay = perDaySeries(statistics.per_day);
  const countries = statistics.by_country.slice(0, TOP_COUNTRIES);
  const money = cumulativeMoney(statistics.money_per_day);
  const acceptance = (
    rows: Array<{ label: string; applied: number; accepted: number }>,
    caption: string,
    header: string,
  ) => (
    <BarTable
      caption={caption}
      labelHeader={header}
      valueHeaders={['Applied', 'Accepted', '% accepted']}
      rows={rows.map(({ label, applied, accepted }) => ({
        label,
        values: [applied, accepted, percent(accepted, applied)],
      }))}
    />
  );
  return (
    <>
      <ChartSection
        title="Applications per day"
        description={`applications submitted each day from ${perDay.days[0] ? fullDayLabel(perDay.days[0]) : 'no day'} to ${perDay.days.at(-1) ? fullDayLabel(perDay.days.at(-1) ?? '') : 'no day'}, stacked by role; ${perDay.total} in all.`}
        chart={
          <BarChart
            height={HEIGHT}
            xAxis={[{ scaleType: 'band', data: perDay.days, valueFormatter: dayLabel }]}
            series={perDay.series.map((series) => ({ ...series, stack: 'day' }))}
          />
        }
        table={
          <BarTable
            caption="Applications per day, course and role"
            labelHeader="Day, course, role"
            valueHeaders={['Applications']}
            rows={statistics.per_day.map(({ day, course, role, count }) => ({
              label: `${fullDayLabel(day)} · ${course} · ${roleName(role)}`,
              values: [count],
            }))}
          />
        }
      />
      <ChartSection
        title="Status funnel"
        description={statistics.funnel.map(({ stage, count }) => `${count} ${stage}`).join(', ')}
        chart={
          <BarChart
            height={HEIGHT}
            layout="horizontal"
            yAxis={[{ scaleType: 'band', data: statistics.funnel.map(({ stage }) => stage), width: 110 }]}
            series={[{ data: statistics.funnel.map(({ count }) => count), label: 'Applications' }]}
            hideLegend
          />
        }
        table={
          <BarTable
            caption="Status funnel"
            labelHeader="Stage"
            valueHeaders={['Applications']}
            rows={statistics.funnel.map(({ stage, count }) => ({ label: stage, values: [count] }))}
          />
        }
      />
      <ChartSection
        title="Acceptance by country"
        description={`applied and accepted in the ${countries.length} countries with the most applications.`}
        chart={
          <BarChart
            layout="horizontal"
            height={Math.max(HEIGHT, 32 * countries.length)}
            yAxis={[{ scaleType: 'band', data: countries.map(({ country }) => countryName(country)), width: 150 }]}
            series={[
              { data: countries.map(({ applied }) => applied), label: 'Applied' },
              { data: countries.map(({ accepted }) => accepted), label: 'Accepted' },
            ]}
          />
        }
        table={acceptance(
          countries.map(({ country, ...counts }) => ({ label: countryName(country), ...counts })),
          'Acceptance by country',
          'Country',
        )}
      />
      <ChartSection
        title="Acceptance by seniority"
        description={statistics.by_seniority
          .map(({ seniority, applied, accepted }) => `${seniorityName(seniority)}: ${accepted} of ${applied} accepted`)
          .join(', ')}
        chart={
          <BarChart
            height={HEIGHT}
            xAxis={[
              { scaleType: 'band', data: statistics.by_seniority.map(({ seniority }) => seniorityName(seniority)) },
            ]}
            series={[
              { data: statistics.by_seniority.map(({ applied }) => applied), label: 'Applied' },
              { data: statistics.by_seniority.map(({ accepted }) => accepted), label: 'Accepted' },
            ]}
          />
        }
        table={acceptance(
          statistics.by_seniority.map(({ seniority, ...counts }) => ({ label: seniorityName(seniority), ...counts })),
          'Acceptance by seniority',
          'Seniority',
        )}
      />
      <ChartSection
        title="Money collected"
        description={
          statistics.money.length === 0
            ? 'no payments yet.'
            : statistics.money
                .map(({ currency, amount, payments }) => `${amount} ${currency} from ${payments} payments`)
                .join(', ')
        }
        chart={
          money.days.length === 0 ? (
            <p>No payments yet.</p>
          ) : (
            <LineChart
              height={HEIGHT}
              xAxis={[{ scaleType: 'point', data: money.days, valueFormatter: dayLabel }]}
              series={money.series}
            />
          )
        }
        table={
          <BarTable
            caption="Money collected by day"
            labelHeader="Day, currency"
            valueHeaders={['Amount']}
            rows={statistics.money_per_day.map(({ day, currency, amount }) => ({
              label: `${fullDayLabel(day)} · ${currency}`,
              values: [Number(amount)],
            }))}
          />
        }
      />
    </>
  );
};

export default StatisticsCharts;
