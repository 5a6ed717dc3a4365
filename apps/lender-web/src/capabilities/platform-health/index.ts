// The platform's repayment health (getPlatformHealth): the home page's card (TKB,
// 12-month trend, licence, what TKB is) and the warning at checkout when TWP90 is above 5 %.
export { PlatformHealthCard } from './platform-health-card';
export { PlatformHealthWarning } from './platform-health-warning';
export { platformHealthMessages } from './messages';
