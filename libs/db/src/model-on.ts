import type { Connection, Model, Schema } from 'mongoose';

/**
 * The connection's model of that name, registering it on first use. Each service has its own
 * connection (libs/db), so models never collide across services in one process; building the
 * repositories twice on one connection (tests, a restarted worker) reuses the same model.
 */
export function modelOn<T>(connection: Connection, name: string, schema: Schema<T>): Model<T> {
  return (connection.models[name] as Model<T> | undefined) ?? connection.model<T>(name, schema);
}
