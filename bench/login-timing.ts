/**
 * Account enumeration by timing: a login for an unknown account must cost about as much as a
 * wrong password for a real one (the service verifies against a dummy hash). Prints the ratio
 * unknown/wrong of the medians; near 1.0 is good, well under 0.5 would mean the dummy hash is gone.
 * Run: npx tsx bench/login-timing.ts
 */
import { buildTestApp } from '../server/test/test-app';
import { registerUser } from '../server/test/auth-helpers';

const ROUNDS = 31;
const t = await buildTestApp();
try {
  const alice = await registerUser(t.app);
  const time = async (payload: object) => {
    const started = performance.now();
    await t.app.inject({ method: 'POST', url: '/api/auth/login', payload });
    return performance.now() - started;
  };
  const wrong: number[] = [];
  const unknown: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    wrong.push(await time({ username: alice.username, password: 'wrong-password' }));
    unknown.push(await time({ username: `ghost${i}`, password: 'wrong-password' }));
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  console.log(`wrong password: median ${median(wrong).toFixed(1)} ms`);
  console.log(`unknown account: median ${median(unknown).toFixed(1)} ms`);
  console.log(`ratio unknown/wrong: ${(median(unknown) / median(wrong)).toFixed(2)}`);
} finally {
  await t.close();
}
