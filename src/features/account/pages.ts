/** What the account layout and other features' pages use (index.ts holds the lazily loaded AccountMenu). */
export { ACCOUNT_MENU, type AccountMenuKey } from './menu';
export { useSignOut } from './useSignOut';
