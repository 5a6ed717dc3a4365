import { useIntl } from 'react-intl';
import type { UseFormSetValue } from 'react-hook-form';
import { useScanIdCard, type OcrResponse } from '@pendana/api-sdk';
import { TOAST_DURATION } from '@pendana/design-system/components/toast';
import { toaster } from '../../../lib/toaster';
import { ocrOutcome } from '../utils/ocr';
import { toOcrFile } from '../utils/ocr-image';
import { useRegionLookup } from '../utils/use-region-lookup';
import type { PersonalForm } from '../utils/personal-form';

/**
 * KTP OCR (spec §5, §8, §9): the 800×600 image is read, the fields it finds are filled, and one of
 * the OCR messages is shown for 5 s.
 */
export function useKtpOcr(setValue: UseFormSetValue<PersonalForm>) {
  const intl = useIntl();
  const scan = useScanIdCard();
  const regions = useRegionLookup();
  const read = async (dataUrl: string) => {
    let answer: OcrResponse | null;
    try {
      answer = await scan.mutateAsync({
        data: { ktp_file: await toOcrFile(dataUrl) },
      });
    } catch {
      answer = null;
    }
    const outcome = await ocrOutcome(answer, regions);
    for (const [field, value] of Object.entries(outcome.fields)) {
      setValue(field as keyof PersonalForm, value, {
        shouldDirty: true,
        shouldValidate: true,
      });
    }
    toaster.create({
      title: intl.formatMessage(outcome.message, outcome.values),
      type: outcome.status === 'success' ? 'success' : 'error',
      duration: TOAST_DURATION.OCR,
    });
  };
  return {
    read: (dataUrl: string) => void read(dataUrl),
    busy: scan.isPending,
  };
}
