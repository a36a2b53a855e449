import { SETTINGS_TOAST_MS } from '@medi/contracts';
import { showToast } from '../../components/toast';

interface SaveTexts {
  succeeded: string;
  refused: string;
  callFailed: string;
}

/** Spec 02 section 8: the toast for each outcome of a settings save; success scrolls to the top. */
export async function saveWithToasts(
  save: () => Promise<{ success: boolean; message?: string }>,
  texts: SaveTexts,
): Promise<boolean> {
  try {
    const reply = await save();
    if (!reply.success) {
      showToast(texts.refused, 'error', SETTINGS_TOAST_MS);
      return false;
    }
    showToast(texts.succeeded, 'success', SETTINGS_TOAST_MS);
    window.scrollTo({ top: 0, behavior: 'smooth' });
    return true;
  } catch (error) {
    console.error('Settings save failed', error);
    showToast(texts.callFailed, 'error', SETTINGS_TOAST_MS);
    return false;
  }
}

export function showFileError(message: string): void {
  showToast(message, 'error', SETTINGS_TOAST_MS);
}
