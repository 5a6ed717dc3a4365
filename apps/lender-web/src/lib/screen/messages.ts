import { defineMessage, defineMessages } from 'react-intl';

export const screenMessages = {
  ...defineMessages({
    errorTitle: { id: 'screen.dataScreen.errorTitle', defaultMessage: 'Data gagal dimuat' },
    refreshFailed: {
      id: 'screen.dataScreen.refreshFailed',
      defaultMessage: 'Data terbaru gagal dimuat; yang tampil mungkin belum terbaru.',
    },
    paginationNav: { id: 'screen.pagination.nav', defaultMessage: 'Navigasi halaman' },
    paginationPrevious: { id: 'screen.pagination.previous', defaultMessage: 'Sebelumnya' },
    paginationNext: { id: 'screen.pagination.next', defaultMessage: 'Berikutnya' },
    loadMore: { id: 'screen.loadMore.action', defaultMessage: 'Muat lebih banyak' },
    loadingMore: { id: 'screen.loadMore.loading', defaultMessage: 'Memuat data berikutnya…' },
    downloadFailed: { id: 'screen.download.failedTitle', defaultMessage: 'Dokumen gagal diunduh' },
  }),
  paginationPage: defineMessage<{ page: string }>({
    id: 'screen.pagination.page',
    defaultMessage: 'Halaman {page}',
  }),
  downloading: defineMessage<{ name: string }>({
    id: 'screen.download.progress',
    defaultMessage: 'Mengunduh {name}',
  }),
  downloaded: defineMessage<{ name: string }>({
    id: 'screen.download.done',
    defaultMessage: '{name} sudah diunduh',
  }),
};
