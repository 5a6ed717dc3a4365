import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import {
  createVidaLivenessToken,
  generatePrivyLivenessUrl,
  useStoreLivenessResult,
} from '@pendana/api-sdk';
import { Alert } from '@pendana/design-system/components/alert';
import { Button } from '@pendana/design-system/components/button';
import { css } from '@pendana/design-system/styled-system/css';
import { localeFromPath, localizePath } from '../../../i18n/locale';
import { errorMessageFor } from '../../../lib/error-message';
import { livenessMessages as messages } from '../messages';
import {
  isLivenessMessage,
  LIVENESS_RETURN_PATH,
  otherProvider,
  providerPageUrl,
  type LivenessOutcome,
  type LivenessProvider,
} from '../utils/liveness';
import { isProviderFailure, MissingProviderPage } from '../utils/provider-failure';
import { ProviderFallback } from './provider-fallback';

/** What the wizard keeps of a stored liveness result (never the face photo). */
export interface StoredLiveness {
  transaction_id: string;
  passed: boolean;
}

export interface LivenessCheckProps {
  /** The selfie (base64 data URL) sent as face_1; the check starts only once it exists. */
  selfie: string | null;
  result: StoredLiveness | null;
  onResult: (result: StoredLiveness) => void;
  /** The provider the check starts with (the server's setting); the other is offered if it fails. */
  provider: LivenessProvider;
  /** Error shown under the section (e.g. 'Mohon melakukan test liveness'). */
  error?: string | undefined;
}

const styles = {
  root: css({ display: 'grid', gap: '3', justifyItems: 'start' }),
  text: css({ textStyle: 'body' }),
  link: css({ color: 'primary.fg', textDecoration: 'underline', fontWeight: 'semibold', ms: '1' }),
};

const WINDOW_NAME = 'pendana-liveness';

/**
 * The liveness test: asks the server for the provider session, opens the provider's page in its own
 * window, receives the result from the app's return page and stores it (storeLivenessResult). When
 * the provider fails to start (no answer, a 5xx, no page to open), the other provider is offered;
 * taking it runs the same flow there, and the check stays with it.
 */
export function LivenessCheck({ selfie, result, onResult, provider, error }: LivenessCheckProps) {
  const intl = useIntl();
  const locale = localeFromPath(useLocation().pathname);
  const [phase, setPhase] = useState<'idle' | 'starting' | 'waiting'>('idle');
  const [current, setCurrent] = useState<LivenessProvider>(provider);
  const [startError, setStartError] = useState<string | undefined>();
  // The provider that just failed to start, when the other one may work.
  const [failed, setFailed] = useState<LivenessProvider | undefined>();
  const [pageUrl, setPageUrl] = useState<string | undefined>();
  const store = useStoreLivenessResult();
  const selfieRef = useRef(selfie);
  const onResultRef = useRef(onResult);
  useEffect(() => {
    selfieRef.current = selfie;
    onResultRef.current = onResult;
  });
  const storeRef = useRef(store.mutate);
  useEffect(() => {
    storeRef.current = store.mutate;
  });

  useEffect(() => {
    const receive = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || !isLivenessMessage(event.data)) return;
      const outcome: LivenessOutcome = event.data.outcome;
      const face = selfieRef.current;
      if (!face) return;
      setPhase('idle');
      storeRef.current(
        { data: { ...outcome, face_1: face } },
        {
          onSuccess: (answer) =>
            onResultRef.current({
              transaction_id: outcome.transaction_id,
              passed: answer.data.liveness_passed,
            }),
        },
      );
    };
    window.addEventListener('message', receive);
    return () => window.removeEventListener('message', receive);
  }, []);

  const start = async (chosen: LivenessProvider) => {
    setStartError(undefined);
    setFailed(undefined);
    setCurrent(chosen);
    // Opened now, inside the click, so that popup blockers let it through; filled in below.
    const opened = window.open('', WINDOW_NAME);
    setPhase('starting');
    try {
      const answer =
        chosen === 'privy'
          ? (await generatePrivyLivenessUrl()).data
          : (await createVidaLivenessToken()).data;
      const url = providerPageUrl(
        chosen,
        answer,
        localizePath(LIVENESS_RETURN_PATH, locale),
        window.location.origin,
      );
      if (!url) throw new MissingProviderPage();
      setPageUrl(url);
      if (opened) opened.location.href = url;
      setPhase('waiting');
    } catch (caught) {
      opened?.close();
      setPhase('idle');
      if (isProviderFailure(caught)) setFailed(chosen);
      else setStartError(errorMessageFor(caught, intl));
    }
  };

  return (
    <div className={styles.root}>
      <p className={styles.text}>{intl.formatMessage(messages.intro)}</p>
      {!selfie ? <p className={styles.text}>{intl.formatMessage(messages.needsSelfie)}</p> : null}
      {result ? (
        <Alert status={result.passed ? 'success' : 'warning'} role="status">
          {intl.formatMessage(result.passed ? messages.passed : messages.failed)}
        </Alert>
      ) : null}
      {phase === 'waiting' ? (
        <Alert status="info" role="status">
          <span>{intl.formatMessage(messages.waiting)}</span>
          {pageUrl ? (
            <a className={styles.link} href={pageUrl} target={WINDOW_NAME}>
              {intl.formatMessage(messages.openAgain)}
            </a>
          ) : null}
        </Alert>
      ) : null}
      {startError ? <Alert status="danger">{startError}</Alert> : null}
      {failed ? (
        <ProviderFallback
          other={otherProvider(failed)}
          onTry={() => void start(otherProvider(failed))}
          disabled={!selfie}
        />
      ) : null}
      {store.isError ? <Alert status="danger">{errorMessageFor(store.error, intl)}</Alert> : null}
      {error ? (
        <Alert status="danger" role="alert">
          {error}
        </Alert>
      ) : null}
      <Button
        variant={result?.passed ? 'outline' : 'solid'}
        onClick={() => void start(current)}
        disabled={!selfie}
        loading={phase === 'starting' || store.isPending}
        loadingLabel={intl.formatMessage(store.isPending ? messages.saving : messages.starting)}
      >
        {intl.formatMessage(result ? messages.restart : messages.start)}
      </Button>
    </div>
  );
}
