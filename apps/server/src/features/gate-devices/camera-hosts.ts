import { BlockList, isIP } from 'node:net';

/**
 * Which hosts the server may fetch camera stills and streams from (CAMERA_HOSTS): an admin types
 * the addresses, a portal sends them, and the server fetches them, so they must not reach what
 * the server can reach and the cameras should not (cloud metadata at 169.254.169.254, the
 * database, the internet). Entries, comma-separated:
 *
 * - `loopback` (127.0.0.0/8, ::1), `private` (10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16,
 *   100.64.0.0/10, fc00::/7), an address, or a CIDR range: addresses a camera's host may
 *   resolve to;
 * - a host name (`cam1.gate.example`) or a domain (`*.cams.example`): allowed whatever it
 *   resolves to;
 * - `*`: any host (no restriction).
 *
 * The default, `loopback,private`, keeps cameras on the terminal's own network (and the demo's
 * simulator on 127.0.0.1).
 */
export interface CameraHosts {
  /** The entries as given, for messages. */
  readonly entries: readonly string[];
  /** A host named in the list (or any host with `*`): not checked by address. */
  allowsName(host: string): boolean;
  /** An address inside the allowed networks. */
  allowsAddress(address: string): boolean;
}

export const DEFAULT_CAMERA_HOSTS = 'loopback,private';

const RANGES: Record<string, [string, number, 'ipv4' | 'ipv6'][]> = {
  loopback: [
    ['127.0.0.0', 8, 'ipv4'],
    ['::1', 128, 'ipv6'],
  ],
  private: [
    ['10.0.0.0', 8, 'ipv4'],
    ['172.16.0.0', 12, 'ipv4'],
    ['192.168.0.0', 16, 'ipv4'],
    ['100.64.0.0', 10, 'ipv4'],
    ['fc00::', 7, 'ipv6'],
  ],
};

const HOST_NAME =
  /^(\*\.)?([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** The bare host of a URL's `hostname` (IPv6 literals come in brackets). */
export const bareHost = (hostname: string) => hostname.replace(/^\[|\]$/g, '').toLowerCase();

/** Reads CAMERA_HOSTS; throws with the entries it cannot read. */
export function parseCameraHosts(text: string = DEFAULT_CAMERA_HOSTS): CameraHosts {
  const entries = text
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  const networks = new BlockList();
  const names = new Set<string>();
  const domains: string[] = [];
  let any = false;
  const bad: string[] = [];
  for (const entry of entries) {
    const [address = '', bits, ...rest] = entry.split('/');
    const family = isIP(address);
    if (entry === '*') any = true;
    else if (RANGES[entry])
      for (const [net, prefix, type] of RANGES[entry]) networks.addSubnet(net, prefix, type);
    else if (family !== 0 && rest.length === 0 && bits === undefined)
      networks.addAddress(address, family === 4 ? 'ipv4' : 'ipv6');
    else if (
      family !== 0 &&
      rest.length === 0 &&
      /^\d{1,3}$/.test(bits ?? '') &&
      Number(bits) <= (family === 4 ? 32 : 128)
    )
      networks.addSubnet(address, Number(bits), family === 4 ? 'ipv4' : 'ipv6');
    else if (HOST_NAME.test(entry) && !entry.includes('/'))
      entry.startsWith('*.') ? domains.push(entry.slice(1)) : names.add(entry);
    else bad.push(entry);
  }
  if (bad.length > 0 || entries.length === 0)
    throw new Error(
      `"${bad.join(', ') || text}" is not a host, an address, a range, loopback, private or *`,
    );
  return {
    entries,
    allowsName(host) {
      const name = bareHost(host);
      return any || names.has(name) || domains.some((domain) => name.endsWith(domain));
    },
    allowsAddress(address) {
      if (any) return true;
      const bare = bareHost(address);
      const family = isIP(bare);
      if (family === 0) return false;
      // An IPv4 address written as IPv6 (::ffff:10.0.0.1) is judged as the IPv4 one.
      const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare)?.[1];
      if (mapped) return networks.check(mapped, 'ipv4');
      return networks.check(bare, family === 4 ? 'ipv4' : 'ipv6');
    },
  };
}

/**
 * Why the server may not fetch `url`, or undefined when it may as far as the address alone tells
 * (a host name is checked again by what it resolves to, when it is fetched).
 */
export function cameraUrlProblem(hosts: CameraHosts, url: string): string | undefined {
  const parsed = new URL(url);
  const host = bareHost(parsed.hostname);
  if (hosts.allowsName(host)) return undefined;
  if (isIP(host) !== 0 && !hosts.allowsAddress(host))
    return `${host} is not a camera host this server may fetch from (CAMERA_HOSTS: ${hosts.entries.join(',')}).`;
  return undefined;
}
