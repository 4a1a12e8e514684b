import type { ConsumerGroupLag } from '@scoreline/contracts';

/** Each consumer group's lag: the total, and per topic and partition (committed and end offsets). */
export function ConsumerLag({ groups }: { readonly groups: readonly ConsumerGroupLag[] }) {
  return (
    <div className="ad-streams__part">
      <h3 className="ad-subtitle">Consumer lag</h3>
      {groups.length === 0 ? (
        <p className="ad-note">No consumer group has committed an offset yet.</p>
      ) : (
        // Focusable: on a phone the table scrolls sideways, and the keyboard must reach it.
        <table className="ad-table" tabIndex={0}>
          <caption className="sl-visually-hidden">Messages not yet handled per consumer group and partition</caption>
          <thead>
            <tr>
              <th scope="col">Group</th>
              <th scope="col">Lag</th>
              <th scope="col">Partitions (topic / partition: lag)</th>
            </tr>
          </thead>
          <tbody>
            {groups.map((group) => (
              <tr key={group.group}>
                <th scope="row">{group.group}</th>
                <td>{group.lag}</td>
                <td>
                  {group.partitions
                    .map((p) => `${p.topic} / ${p.partition}: ${p.lag}`)
                    .join(', ')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
