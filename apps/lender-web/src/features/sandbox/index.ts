// The sandbox's project life: a funded project taken through repayment due, paid, late, repaid and
// defaulted on the sandbox clock (sandbox servers only; elsewhere the calls answer 404).
export const lazySandboxLifeRoute = () =>
  import('./routes/sandbox-life-route').then((m) => ({ Component: m.SandboxLifeRoute }));
