/**
 * Names and addresses of the machine the server runs on: what a request's Host may say when PUBLIC_URL
 * is unset (decision 0019), and whether HOST listens only locally (TRUST_PROXY's warning).
 */
import { isIP } from 'node:net';
import { hostname, networkInterfaces } from 'node:os';

/** 'localhost', 127.0.0.0/8 and ::1 (brackets or not, IPv4-mapped too). */
export function isLoopback(host: string): boolean {
  const name = host.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  if (name === 'localhost') return true;
  if (name === '::1') return true;
  const v4 = name.replace(/^::ffff:/, '');
  return isIP(v4) === 4 && v4.startsWith('127.');
}

/** This machine's host name and the addresses of its network interfaces, lower case, no brackets. */
export function thisMachineNames(): Set<string> {
  const names = new Set([hostname().toLowerCase()]);
  for (const addresses of Object.values(networkInterfaces())) {
    for (const { address } of addresses ?? []) names.add(address.toLowerCase());
  }
  return names;
}
