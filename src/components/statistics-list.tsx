import type { Statistics } from '../content/parse/site-config.ts';
import { useMessages } from '../i18n/messages.tsx';
import './statistics-list.css';

/** Species, genera, families and orders as a row of figures: the site's totals (home), a release's (its page). */
export function StatisticsList({ statistics }: { statistics: Statistics }) {
  const m = useMessages().home;
  const items = [
    { value: statistics.species, label: m.statSpecies(statistics.species) },
    { value: statistics.genera, label: m.statGenera(statistics.genera) },
    { value: statistics.families, label: m.statFamilies(statistics.families) },
    { value: statistics.orders, label: m.statOrders(statistics.orders) },
  ];
  return (
    <dl className="statistics">
      {items.map((item) => (
        <div key={item.label} className="statistic">
          <dt>{item.label}</dt>
          <dd>{m.number(item.value)}</dd>
        </div>
      ))}
    </dl>
  );
}
