import { SETTINGS_TOAST_MS } from '@medi/contracts';
import { showToast } from '../../components/toast';

interface SaveTexts {
  succeeded: string;
  refused: string;
  callFailed: string;
  /** What else a success changes in the browser, done before the toast says it is saved. */
  onSaved?: () => void;
}

/** Spec 02 section 8: the toast for each outcome of a settings save; success scrolls to the top. */
export async function saveWithToasts(
  save: () => Promise<{ success: boolean; message?: string }>,
  texts: SaveTexts,
): Promise<void> {
  let reply: { success: boolean };
  try {
    reply = await save();
  } catch (error) {
    console.error('Settings save failed', error);
    showToast(texts.callFailed, 'error', SETTINGS_TOAST_MS);
    return;
  }
  if (!reply.success) {
    showToast(texts.refused, 'error', SETTINGS_TOAST_MS);
    return;
  }
  texts.onSaved?.();
  showToast(texts.succeeded, 'success', SETTINGS_TOAST_MS);
  window.scrollTo({ top: 0, behavior: 'smooth' });
}

export function showFileError(message: string): void {
  showToast(message, 'error', SETTINGS_TOAST_MS);
}
