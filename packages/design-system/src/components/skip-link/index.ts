export { MAIN_CONTENT_ID, SkipLink, type SkipLinkProps } from './skip-link';
