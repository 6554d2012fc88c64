import { apiLogin, DEMO } from './session.ts';

/** Changes product settings as the demo superadmin does, over the API. */
export async function setMetadata(baseUrl: string, patch: Record<string, unknown>) {
  const cookie = await apiLogin(baseUrl, DEMO.superadmin);
  const response = await fetch(`${baseUrl}/rest/metadata`, {
    method: 'PUT',
    headers: { cookie, 'content-type': 'application/json', pagepath: '/main' },
    body: JSON.stringify(patch),
  });
  if (!response.ok) throw new Error(`PUT /rest/metadata answered ${response.status}`);
}
