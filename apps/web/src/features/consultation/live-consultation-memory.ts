/**
 * The id of the consultation this tab is recording, kept in sessionStorage (this tab only, gone with it) so that a
 * reload can offer to continue it: the server keeps a live consultation through a lost connection. Only the id is
 * kept, never anything the patient said.
 */
const LIVE_CONSULTATION_KEY = 'medi.live-consultation';

export function rememberLiveConsultation(sessionId: string): void {
  sessionStorage.setItem(LIVE_CONSULTATION_KEY, sessionId);
}

export function rememberedLiveConsultation(): string | undefined {
  return sessionStorage.getItem(LIVE_CONSULTATION_KEY) ?? undefined;
}

export function forgetLiveConsultation(): void {
  sessionStorage.removeItem(LIVE_CONSULTATION_KEY);
}
