import { zodResolver } from '@hookform/resolvers/zod';
import {
  configureClient,
  getListProjectsQueryKey,
  useCheckoutProject,
  useFinishTwoFactorLogin,
  useGetUserInfo,
  useListProjects,
  useLogin,
} from '@pendana/api-sdk';
import { Button } from '@pendana/design-system/components/button';
import { formatCurrency } from '@pendana/design-system/formatters';
import { FormPasswordField, FormTextField } from '@pendana/forms';
import { requiredText } from '@pendana/forms/schemas';
import { applyServerErrors } from '@pendana/forms/server-errors';
import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { IntlProvider } from 'react-intl';
import * as z from 'zod/mini';

const messages = { 'validation.required': 'Harap diisi' };
const loginSchema = z.object({ username: requiredText(), password: requiredText() });
type LoginValues = z.infer<typeof loginSchema>;

/** The session of this tab: the SDK asks for the token on every call. */
const session: { token: string | null } = { token: null };
configureClient({ baseURL: '/api', getToken: () => session.token, getLang: () => 'id' });

/** The whole view: a login form (the SDK's login write), then who is signed in and the projects. */
export function PartnerDesk() {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  );
  const [signedIn, setSignedIn] = useState(false);
  const onToken = (token: string) => {
    session.token = token;
    setSignedIn(true);
  };
  return (
    <IntlProvider locale="id" messages={messages}>
      <QueryClientProvider client={queryClient}>
        <main>
          <h1>Partner desk</h1>
          {signedIn ? <Desk /> : <LoginForm onToken={onToken} />}
        </main>
      </QueryClientProvider>
    </IntlProvider>
  );
}

function LoginForm({ onToken }: { onToken: (token: string) => void }) {
  const { control, handleSubmit, setError } = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: '', password: '' },
  });
  const login = useLogin();
  const [message, setMessage] = useState('');
  // A lender with two-factor sign-in on: the password was right, a code from the app comes next.
  const [challenge, setChallenge] = useState<string | null>(null);
  if (challenge) return <CodeForm challenge={challenge} onToken={onToken} />;
  return (
    <form
      noValidate
      aria-label="Masuk"
      onSubmit={handleSubmit(async (values) => {
        setMessage('');
        try {
          const answer = await login.mutateAsync({ data: values });
          if ('two_factor_required' in answer) setChallenge(answer.challenge_token);
          else onToken(answer.access_token);
        } catch (error) {
          setMessage(applyServerErrors(error, setError).message);
        }
      })}
    >
      <FormTextField
        control={control}
        name="username"
        label="Username"
        autoComplete="username"
        required
      />
      <FormPasswordField
        control={control}
        name="password"
        label="Kata Sandi"
        showLabel="Tampilkan kata sandi"
        hideLabel="Sembunyikan kata sandi"
        required
      />
      {message ? <p role="alert">{message}</p> : null}
      <Button type="submit" loading={login.isPending}>
        Masuk
      </Button>
    </form>
  );
}

const FIRST_PAGE = { page: 1, per_page: 10 };

const codeSchema = z.object({ code: requiredText() });
type CodeValues = z.infer<typeof codeSchema>;

/** The second step of a sign-in with two-factor on: the authenticator's code or a recovery code. */
function CodeForm({ challenge, onToken }: { challenge: string; onToken: (token: string) => void }) {
  const { control, handleSubmit, setError } = useForm<CodeValues>({
    resolver: zodResolver(codeSchema),
    defaultValues: { code: '' },
  });
  const finish = useFinishTwoFactorLogin();
  const [message, setMessage] = useState('');
  return (
    <form
      noValidate
      aria-label="Kode verifikasi"
      onSubmit={handleSubmit(async (values) => {
        setMessage('');
        try {
          const answer = await finish.mutateAsync({
            data: { challenge_token: challenge, code: values.code },
          });
          onToken(answer.access_token);
        } catch (error) {
          setMessage(applyServerErrors(error, setError).message);
        }
      })}
    >
      <FormTextField
        control={control}
        name="code"
        label="Kode verifikasi"
        autoComplete="one-time-code"
        required
      />
      {message ? <p role="alert">{message}</p> : null}
      <Button type="submit" loading={finish.isPending}>
        Verifikasi
      </Button>
    </form>
  );
}

/** Who is signed in, the active projects, and funding one package of a project (a checkout). */
function Desk() {
  const queryClient = useQueryClient();
  const user = useGetUserInfo();
  const projects = useListProjects(FIRST_PAGE);
  const checkout = useCheckoutProject();
  const [outcome, setOutcome] = useState('');
  const active = projects.data?.dataProyekAktif ?? [];
  const fund = (id_proyek: number) =>
    checkout.mutate(
      { data: { id_proyek, paket: 1 } },
      {
        // Business refusals are HTTP 200 `{ error }`: the body says which.
        onSuccess: (body) => {
          setOutcome(body.error ?? body.success ?? '');
          void queryClient.invalidateQueries({ queryKey: getListProjectsQueryKey(FIRST_PAGE) });
        },
        onError: (error) => setOutcome(error.message),
      },
    );
  return (
    <section aria-label="Proyek">
      <p>{user.data ? `Masuk sebagai ${user.data.data.username}` : 'Memuat…'}</p>
      {projects.isError ? <p role="alert">Daftar proyek tidak dapat dimuat.</p> : null}
      <p role="status">{outcome}</p>
      <table>
        <caption>Proyek aktif</caption>
        <thead>
          <tr>
            <th scope="col">Proyek</th>
            <th scope="col">Harga paket</th>
            <th scope="col">Sisa paket</th>
            <th scope="col">Aksi</th>
          </tr>
        </thead>
        <tbody>
          {active.map((project) => (
            <tr key={project.id}>
              <td>{project.nama}</td>
              <td>{formatCurrency(project.harga_paket)}</td>
              <td>{project.sisa_paket}</td>
              <td>
                <Button
                  size="sm"
                  aria-label={`Danai 1 paket ${project.nama}`}
                  loading={checkout.isPending && checkout.variables?.data.id_proyek === project.id}
                  onClick={() => fund(project.id)}
                >
                  Danai 1 paket
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
