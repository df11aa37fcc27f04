/** The Settings panel's texts. */
export const settingsMessages = {
  title: 'Settings',
  saved: 'Settings saved',
  saveFailed: 'Failed to save settings',
  loadFailed: 'Failed to load settings',
  siteName: 'Site name must be 1 to 80 characters',
  campusEmailDomains: 'Enter at least one valid e-mail domain, such as campus.edu',
  boostPrice: 'Boost price must be more than 0',
  boostHours: 'Boost duration must be a whole number of hours from 1 to 168',
  launchAt: 'Launch time must be a date and time, or empty',
} as const;
