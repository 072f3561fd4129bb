/** Cart drafts: named carts kept on the device, filled offline, put into the server cart online. */
export { SaveCartAsDraft } from './components/SaveCartAsDraft';
export { AddToDraftButton } from './components/AddToDraftButton';
export { SaveOrderAsDraft } from './components/SaveOrderAsDraft';
