// Settings `/dashboard/setting` (spec §2 menu "Pengaturan", for all): language,
// the account and its phone number, the password change by e-mailed link, terms and conditions,
// log out.
export const lazySettingsRoute = () =>
  import('./routes/settings-route').then((m) => ({ Component: m.SettingsRoute }));
