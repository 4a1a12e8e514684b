// Prints the ADMIN_PASSWORD_HASH value for a password read from stdin (never from argv, which
// lands in shell history and `ps`): `printf %s 'secret' | npm run -s hash-password -w @scoreline/service-kit`.
import { text } from 'node:stream/consumers';
import { hashPassword } from '../password.ts';

const password = (await text(process.stdin)).replace(/\r?\n$/, '');
if (password.length === 0) {
  process.stderr.write('hash-password: give the password on stdin\n');
  process.exitCode = 1;
} else {
  process.stdout.write(`${await hashPassword(password)}\n`);
}
