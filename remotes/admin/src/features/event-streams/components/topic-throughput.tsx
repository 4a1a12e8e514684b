import type { StreamTopic } from '@scoreline/contracts';
import { BarChartView } from '@scoreline/ui/charts';

/** Every topic's events over the last minute, and a small chart of each topic that had any. */
export function TopicThroughput({ topics, windowSeconds }: { readonly topics: readonly StreamTopic[]; readonly windowSeconds: number }) {
  const active = topics.filter((topic) => topic.throughput_last_minute > 0);
  return (
    <div className="ad-streams__part">
      <h3 className="ad-subtitle">Throughput</h3>
      {/* Focusable: on a phone the table scrolls sideways, and the keyboard must reach it. */}
      <table className="ad-table" tabIndex={0}>
        <caption className="sl-visually-hidden">Events per topic in the last {windowSeconds} seconds</caption>
        <thead>
          <tr>
            <th scope="col">Topic</th>
            <th scope="col">Partitions</th>
            <th scope="col">Events, last minute</th>
            <th scope="col">DLQ depth</th>
          </tr>
        </thead>
        <tbody>
          {topics.map((topic) => (
            <tr key={topic.topic}>
              <th scope="row">{topic.topic}</th>
              <td>{topic.partitions}</td>
              <td>{topic.throughput_last_minute}</td>
              <td className={topic.dlq_depth > 0 ? 'ad-streams__depth--alert' : undefined}>{topic.dlq_depth}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {active.length === 0 ? (
        <p className="ad-note">No events in the last minute.</p>
      ) : (
        <div className="ad-streams__charts">
          {active.map((topic) => (
            <BarChartView
              key={topic.topic}
              title={`${topic.topic}: events per 10 s`}
              data={topic.throughput_series.map((bucket) => ({ when: `${bucket.seconds_ago} s ago`, events: bucket.events }))}
              category={{ key: 'when', label: 'Started' }}
              series={[{ key: 'events', label: 'Events' }]}
              height={120}
              headingLevel={4}
            />
          ))}
        </div>
      )}
    </div>
  );
}
