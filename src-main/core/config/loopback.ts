/**
 * True for a URL hostname that always means this machine: `localhost`, 127.0.0.0/8 or `[::1]`
 * (as WHATWG URL writes them). Plain http is acceptable only to such a host: nothing crosses a
 * network.
 */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || host === '[::1]') return true;
  const octets = host.split('.');
  return (
    octets.length === 4 &&
    octets[0] === '127' &&
    octets.every((octet) => /^\d{1,3}$/.test(octet) && Number(octet) <= 255)
  );
}
