// Simulation (menu; spec §7 "Simulation and funded projects"): the ownership
// financing simulation with its result dialog. The only way in.
export const lazySimulationRoute = () =>
  import('./routes/simulation-route').then((m) => ({ Component: m.SimulationRoute }));
