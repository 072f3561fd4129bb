/** The account feature: the header's account menu (loaded lazily); its pages are lazy route modules. */
export { default as AccountMenu, type AccountMenuProps } from './AccountMenu';
