import type { StandInIdentity } from './stand-in-tokens';

/** The request a client sent to the authorize endpoint, carried through the form in hidden fields. */
export type AuthorizeRequest = Record<'client_id' | 'redirect_uri' | 'state' | 'scope' | 'response_type', string>;

export interface AuthorizePage {
  providerName: string;
  request: AuthorizeRequest;
  askOrcid: boolean;
  /** The fields' values: suggestions on first display, what was typed when the form is refused. */
  typed: Partial<Record<string, string>>;
  error?: string;
}

/** The page's one style block; the Content-Security-Policy admits it by its hash (http/security-headers.ts). */
export const AUTHORIZE_PAGE_STYLE = `body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;line-height:1.5}
input[type=text],input[type=email]{width:100%;padding:.4rem;font-size:1rem}button{font-size:1rem;padding:.4rem 1rem;margin-right:.5rem}
.error{color:#a00000;font-weight:bold}`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function field(name: string, label: string, type: string, value: string, hasError: boolean): string {
  const describedBy = hasError ? ' aria-describedby="form-error"' : '';
  return `<p><label for="${name}">${label}</label><br>
<input id="${name}" name="${name}" type="${type}" value="${escapeHtml(value)}" required${describedBy}></p>`;
}

/** A plain, accessible page: it must read as a demo at a glance and work with a keyboard alone. */
export function renderAuthorizePage(page: AuthorizePage): string {
  const title = `Demo ${page.providerName} (stand-in)`;
  const { typed, error } = page;
  const hidden = Object.entries(page.request)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('\n');
  const verified = typed.email_verified === 'on' ? ' checked' : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>${AUTHORIZE_PAGE_STYLE}</style></head>
<body><main>
<h1>${title}</h1>
<p>This is the portal's own stand-in for ${page.providerName}, used because the portal has no ${page.providerName}
application configured. No real ${page.providerName} account is involved: you sign in as the person you type here.</p>
${error ? `<p id="form-error" class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post">
${hidden}
${field('first_name', 'First name', 'text', typed.first_name ?? '', Boolean(error))}
${field('last_name', 'Last name', 'text', typed.last_name ?? '', Boolean(error))}
${field('email', 'Email', 'email', typed.email ?? '', Boolean(error))}
${page.askOrcid ? field('orcid', 'ORCID iD', 'text', typed.orcid ?? '', Boolean(error)) : ''}
<p><input id="email_verified" name="email_verified" type="checkbox"${verified}>
<label for="email_verified">Email verified</label></p>
<p><button type="submit" name="decision" value="allow">Sign in</button>
<button type="submit" name="decision" value="deny" formnovalidate>Cancel</button></p>
</form></main></body></html>`;
}

/** The identity typed into the form, or the message to show when it is incomplete. */
export function readTypedIdentity(
  typed: Partial<Record<string, string>>,
  askOrcid: boolean,
  isValidOrcid: (value: string) => boolean,
): { identity: StandInIdentity } | { error: string } {
  const firstName = (typed.first_name ?? '').trim();
  const lastName = (typed.last_name ?? '').trim();
  const email = (typed.email ?? '').trim();
  if (!firstName || !lastName) return { error: 'Type a first and a last name.' };
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return { error: 'Type an email address such as ada@example.org.' };
  const identity: StandInIdentity = { firstName, lastName, email, emailVerified: typed.email_verified === 'on' };
  if (!askOrcid) return { identity };
  const orcid = (typed.orcid ?? '').trim().toUpperCase();
  if (!isValidOrcid(orcid))
    return { error: 'Type an ORCID iD such as 0000-0002-1825-0097 (its last character is a checksum).' };
  return { identity: { ...identity, orcid } };
}
