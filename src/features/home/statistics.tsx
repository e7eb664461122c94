import type { Statistics } from '../../content/parse/site-config.ts';

/** The official totals from the site configuration, as a row of figures. */
export function StatisticsList({ statistics }: { statistics: Statistics }) {
  const items = [
    { value: statistics.species, label: 'lloje' },
    { value: statistics.genera, label: 'gjini' },
    { value: statistics.families, label: 'familje' },
    { value: statistics.orders, label: 'rende' },
  ];
  return (
    <dl className="statistics">
      {items.map((item) => (
        <div key={item.label} className="statistic">
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
