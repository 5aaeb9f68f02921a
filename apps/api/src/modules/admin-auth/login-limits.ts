/**
 * How many failed sign-ins are allowed in 15 minutes: per client address and e-mail (someone who forgot
 * the password), per address over every e-mail (one client guessing many accounts), and per e-mail over
 * every address (many clients guessing one account).
 *
 * The address rules count every attempt before the password is checked (parallel guesses cannot slip
 * past), stopping at the first that refuses; a right password takes its hits back. The e-mail rule
 * counts only wrong passwords, so a client refused by its own address rules cannot use it up; and it
 * refuses a right password only from an address that has failed itself, so one client's guessing
 * cannot shut the staff out of their own account.
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
  const address: RateCheck = [LOGIN_RULES.address, clientAddress];
  const perEmail: RateCheck = [LOGIN_RULES.email, email];
  return { pair, address, email: perEmail };
}
