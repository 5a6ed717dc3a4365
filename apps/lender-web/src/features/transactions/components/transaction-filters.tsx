// The history's filters: the kind, and a range of days typed DD-MM-YYYY; applied on
// submit into the URL (ISO days), refused first when a date is not real or the range runs backwards
// (the server refuses the same).
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { TransactionCategory } from '@pendana/api-sdk';
import { Button } from '@pendana/design-system/components/button';
import { DateField } from '@pendana/design-system/components/date-field';
import { NativeSelect } from '@pendana/design-system/components/native-select';
import { ddMmYyyyToIso, normalizeDdMmYyyy } from '@pendana/design-system/formatters';
import { css } from '@pendana/design-system/styled-system/css';
import { validationMessages } from '../../../i18n/common-messages';
import { filterMessages as messages } from '../messages';
import { KIND_NAME } from '../utils/kind-name';

// A type, not an interface: useUrlFilters takes a record of strings and numbers.
export type TransactionFilterValues = {
  kategori: string;
  dari: string;
  sampai: string;
  page: number;
};

export const TRANSACTION_DEFAULTS: TransactionFilterValues = {
  kategori: '',
  dari: '',
  sampai: '',
  page: 1,
};

export const KINDS = Object.values(TransactionCategory);

const styles = {
  form: css({
    display: 'grid',
    gap: '3',
    gridTemplateColumns: { base: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
    alignItems: 'start',
  }),
  actions: css({ display: 'flex', flexWrap: 'wrap', gap: '2', gridColumn: { md: '1 / -1' } }),
};

export function TransactionFilters({
  filters,
  onApply,
  onReset,
}: {
  filters: TransactionFilterValues;
  onApply: (patch: Partial<TransactionFilterValues>) => void;
  onReset: () => void;
}) {
  const intl = useIntl();
  const [kategori, setKategori] = useState(filters.kategori);
  const [dari, setDari] = useState(normalizeDdMmYyyy(filters.dari));
  const [sampai, setSampai] = useState(normalizeDdMmYyyy(filters.sampai));
  const [submitted, setSubmitted] = useState(false);
  const isoDari = ddMmYyyyToIso(dari);
  const isoSampai = ddMmYyyyToIso(sampai);
  const invalid = intl.formatMessage(validationMessages.dateInvalid);
  const dariError = dari !== '' && isoDari === '' ? invalid : undefined;
  const sampaiError =
    sampai !== '' && isoSampai === ''
      ? invalid
      : isoDari && isoSampai && isoDari > isoSampai
        ? intl.formatMessage(messages.rangeOrder)
        : undefined;
  const filtered = filters.kategori !== '' || filters.dari !== '' || filters.sampai !== '';
  return (
    <form
      role="search"
      aria-label={intl.formatMessage(messages.label)}
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        if (dariError || sampaiError) return;
        onApply({ kategori, dari: isoDari, sampai: isoSampai, page: 1 });
      }}
    >
      <NativeSelect
        label={intl.formatMessage(messages.kind)}
        value={kategori}
        onValueChange={setKategori}
        placeholder={intl.formatMessage(messages.allKinds)}
        options={[
          { value: '', label: intl.formatMessage(messages.allKinds) },
          ...KINDS.map((kind) => ({ value: kind, label: intl.formatMessage(KIND_NAME[kind]) })),
        ]}
      />
      <DateField
        label={intl.formatMessage(messages.from)}
        value={dari}
        onValueChange={setDari}
        error={submitted ? dariError : undefined}
      />
      <DateField
        label={intl.formatMessage(messages.until)}
        value={sampai}
        onValueChange={setSampai}
        error={submitted ? sampaiError : undefined}
      />
      <div className={styles.actions}>
        <Button type="submit">{intl.formatMessage(messages.apply)}</Button>
        {filtered ? (
          <Button
            variant="ghost"
            onClick={() => {
              setKategori('');
              setDari('');
              setSampai('');
              setSubmitted(false);
              onReset();
            }}
          >
            {intl.formatMessage(messages.reset)}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
