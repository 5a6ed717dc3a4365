import { defineMessage, defineMessages } from 'react-intl';

export const livenessMessages = {
  ...defineMessages({
    heading: { id: 'liveness.check.heading', defaultMessage: 'Tes liveness' },
    intro: {
      id: 'liveness.check.intro',
      defaultMessage:
        'Tes liveness memastikan Anda sendiri yang mendaftar. Halaman penyedia dibuka di jendela baru; setelah selesai, kembali ke halaman ini.',
    },
    needsSelfie: {
      id: 'liveness.check.needsSelfie',
      defaultMessage: 'Ambil swafoto terlebih dahulu, lalu mulai tes liveness.',
    },
    start: { id: 'liveness.check.start', defaultMessage: 'Mulai tes liveness' },
    restart: { id: 'liveness.check.restart', defaultMessage: 'Ulangi tes liveness' },
    starting: { id: 'liveness.check.starting', defaultMessage: 'Membuka halaman tes…' },
    waiting: {
      id: 'liveness.check.waiting',
      defaultMessage: 'Selesaikan tes di jendela penyedia, lalu kembali ke halaman ini.',
    },
    openAgain: { id: 'liveness.check.openAgain', defaultMessage: 'Buka halaman tes liveness' },
    saving: { id: 'liveness.check.saving', defaultMessage: 'Menyimpan hasil liveness…' },
    passed: { id: 'liveness.check.passed', defaultMessage: 'Tes liveness berhasil.' },
    failed: {
      id: 'liveness.check.failed',
      defaultMessage: 'Tes liveness tidak lolos. Ulangi tes dengan wajah terlihat jelas.',
    },
    returnTitle: { id: 'liveness.return.title', defaultMessage: 'Tes liveness selesai' },
    returnInvalid: {
      id: 'liveness.return.invalid',
      defaultMessage: 'Hasil tes liveness tidak terbaca. Ulangi tes dari halaman verifikasi.',
    },
    backToWizard: { id: 'liveness.return.backToWizard', defaultMessage: 'Ke halaman verifikasi' },
  }),
  /** The result sentence (passed or failed) and that it went back to the wizard window. */
  returnSent: defineMessage<{ result: string }>({
    id: 'liveness.return.sent',
    defaultMessage:
      '{result} Hasil tes sudah dikirim ke halaman verifikasi. Jendela ini dapat ditutup.',
  }),
};
