// Prints an admin bearer token: `npm run admin:token -w @scoreline/service-kit [-- --ttl 3600]`.
// JWT_SECRET comes from the environment (its development default outside production).
import { adminTokenFromEnv } from '../admin-cli.ts';

try {
  process.stdout.write(`${adminTokenFromEnv(process.argv.slice(2))}\n`);
} catch (err) {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exitCode = 1;
}
