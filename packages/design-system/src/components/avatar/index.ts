export { Avatar, initials, type AvatarProps } from './avatar';
