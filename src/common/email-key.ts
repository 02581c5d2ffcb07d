/**
 * The one person an email address reaches, for rules that hold per person (a first order, a limit
 * per recipient): case folded, the `+tag` of sub-addressing dropped (RFC 5233: Gmail, Outlook,
 * iCloud, Fastmail, Proton… deliver `first+1@` to `first@`), and Gmail's dots, which it ignores.
 * Never used to send mail: the address as typed is what we write to.
 */
const GMAIL_DOMAINS = ['gmail.com', 'googlemail.com'] as const;

export function emailKey(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 0) return lower;
  let local = lower.slice(0, at);
  let domain = lower.slice(at + 1);
  local = local.replace(/^([^+]+)\+.*$/, '$1');
  if ((GMAIL_DOMAINS as readonly string[]).includes(domain)) {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}
