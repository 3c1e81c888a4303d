// What the server process does once on start (from instrumentation.ts): stamp requests with their peer address,
// open the database (applying migrations) before the first request, and log where the data lives.
import { database } from './db/database';
import { capturePeerAddresses } from './http/peer-address';
import { logLine } from './log';

export async function startServer(): Promise<void> {
  capturePeerAddresses();
  const { kind, location } = await database();
  logLine('info', 'database ready', { kind, location });
}
