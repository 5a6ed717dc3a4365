import { defineMessages } from 'react-intl';

// Menu labels are Indonesian (spec §2); English translations live in en.json.
export const menuMessages = defineMessages({
  home: { id: 'app.menu.home', defaultMessage: 'Beranda' },
  myFunding: { id: 'app.menu.myFunding', defaultMessage: 'Kelola Pendanaan' },
  searchFunding: { id: 'app.menu.searchFunding', defaultMessage: 'Cari Pendanaan' },
  simulation: { id: 'app.menu.simulation', defaultMessage: 'Simulasi' },
  more: { id: 'app.menu.more', defaultMessage: 'Lainnya' },
  myAccount: { id: 'app.menu.myAccount', defaultMessage: 'Akun Saya' },
  workInformation: { id: 'app.menu.workInformation', defaultMessage: 'Informasi Pekerjaan' },
  heirInformation: { id: 'app.menu.heirInformation', defaultMessage: 'Informasi Ahli Waris' },
  myAccountCorporate: { id: 'app.menu.myAccountCorporate', defaultMessage: 'Akun Saya' },
  news: { id: 'app.menu.news', defaultMessage: 'Berita' },
  setting: { id: 'app.menu.setting', defaultMessage: 'Pengaturan' },
  support: { id: 'app.menu.support', defaultMessage: 'Bantuan via WhatsApp' },
  navigationLabel: { id: 'app.menu.navigationLabel', defaultMessage: 'Menu utama' },
});
