// A saved card's delete button: a confirmation dialog, then card/delete and the list read again.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  getListCardsQueryKey,
  useDeleteCard,
  type MessageResponse,
  type SavedCard,
} from '@pendana/api-sdk';
import { Alert } from '@pendana/design-system/components/alert';
import { Button } from '@pendana/design-system/components/button';
import { Dialog } from '@pendana/design-system/components/dialog';
import { commonMessages } from '../../../i18n/common-messages';
import { errorMessageFor } from '../../../lib/error-message';
import { notifySuccess } from '../../../lib/toaster';
import { cardMessages as messages } from '../messages';

/**
 * The toast's text: the server's message, or spec §8's 'Kartu Debit/Kredit berhasil di hapus' (and
 * its translation) when the answer carries none — a toast without a title says nothing.
 */
function deletedText(answer: Partial<MessageResponse>, fallback: string): string {
  return answer.message?.trim() ? answer.message : fallback;
}

export function DeleteCard({ card }: { card: SavedCard }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const remove = useDeleteCard();
  const [open, setOpen] = useState(false);
  const named = { brand: card.brand, number: card.masked_number };
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      role="alertdialog"
      title={intl.formatMessage(messages.confirmTitle)}
      description={intl.formatMessage(messages.confirmDelete, named)}
      closeLabel={intl.formatMessage(commonMessages.close)}
      trigger={
        <Button
          variant="ghost"
          size="sm"
          aria-label={intl.formatMessage(messages.deleteNamed, named)}
        >
          {intl.formatMessage(messages.delete)}
        </Button>
      }
      footer={
        <>
          <Button variant="outline" onClick={() => setOpen(false)}>
            {intl.formatMessage(messages.cancel)}
          </Button>
          <Button
            variant="danger"
            loading={remove.isPending}
            loadingLabel={intl.formatMessage(commonMessages.loading)}
            onClick={() =>
              remove.mutate(
                { data: { card_id: card.id } },
                {
                  onSuccess: (answer) => {
                    setOpen(false);
                    notifySuccess(deletedText(answer, intl.formatMessage(messages.deleted)));
                    void queryClient.invalidateQueries({ queryKey: getListCardsQueryKey() });
                  },
                },
              )
            }
          >
            {intl.formatMessage(messages.delete)}
          </Button>
        </>
      }
    >
      {remove.error ? <Alert status="danger">{errorMessageFor(remove.error, intl)}</Alert> : null}
    </Dialog>
  );
}
