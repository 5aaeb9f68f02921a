/**
 * How many failed sign-ins are allowed in 15 minutes: per client address and e-mail (someone who forgot
 * the password), per address over every e-mail (one client guessing many accounts), and per e-mail over
 * every address (many clients guessing one account). Every attempt is counted before the password is
 * checked; a right password takes its hits back.
 */
import { minutesText, type RateCheck, type RateRule } from '../rate-limits/rate-limiter';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

const message = (minutes: number) =>
  `Too many failed sign-in attempts. Try again in ${minutesText(minutes)}.`;

const rule = (name: string, max: number): RateRule => ({
  name,
  max,
  windowMs: LOGIN_WINDOW_MS,
  message,
});

export const LOGIN_RULES = {
  pair: rule('login:pair', 10),
  address: rule('login:address', 30),
  email: rule('login:email', 100),
};

export function loginChecks(clientAddress: string, email: string) {
  const pair: RateCheck = [LOGIN_RULES.pair, `${clientAddress}|${email}`];
  const shared: RateCheck[] = [
    [LOGIN_RULES.address, clientAddress],
    [LOGIN_RULES.email, email],
  ];
  return { all: [pair, ...shared], pair, shared };
}
