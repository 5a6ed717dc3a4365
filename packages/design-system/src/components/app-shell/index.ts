export { AppShell, type AppShellProps, type NavItem, type NavLinkRenderProps } from './app-shell';
