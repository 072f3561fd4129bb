import Typography from '@mui/material/Typography';
import type { AddressView } from '../../../api';

export interface AddressTextProps {
  address: AddressView;
}

/** An address as lines of text (inside an <address> element). */
export function AddressText({ address: a }: AddressTextProps) {
  const name = [a.salutation, a.title, a.firstName, a.lastName].filter(Boolean).join(' ');
  const lines = [a.company, name, a.street, a.additionalAddressLine1, [a.zipcode, a.city].filter(Boolean).join(' '), [a.countryState, a.country].filter(Boolean).join(', '), a.phoneNumber].filter(
    Boolean,
  );
  return (
    <Typography component="address" sx={{ fontStyle: 'normal', whiteSpace: 'pre-line', unicodeBidi: 'plaintext' }}>
      {lines.join('\n')}
    </Typography>
  );
}
