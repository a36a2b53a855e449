/**
 * Set by sign-in when isSettingsUpdated is false and read by the page the user lands on, which may be any route
 * the server's redirectUrl names. Session storage: it must survive the navigation, not the tab.
 */
const SETTINGS_REMINDER_KEY = 'medi.settingsReminder';

export function requestSettingsReminder(): void {
  sessionStorage.setItem(SETTINGS_REMINDER_KEY, '1');
}

export function isSettingsReminderPending(): boolean {
  return sessionStorage.getItem(SETTINGS_REMINDER_KEY) !== null;
}

export function dismissSettingsReminder(): void {
  sessionStorage.removeItem(SETTINGS_REMINDER_KEY);
}
