import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Trans, useTranslation } from 'react-i18next';
import { useLocalePath } from '../../session';

export interface ConsentsProps {
  tos: boolean;
  revocation: boolean;
  /** Digital goods in the cart: the withdrawal-waiver acknowledgement is needed. */
  needsRevocation: boolean;
  tosError?: string;
  revocationError?: string;
  onChange: (patch: { tos?: boolean; revocation?: boolean }) => void;
}

/** Terms acceptance and, for digital goods, the withdrawal waiver (spec §5). */
export function Consents({ tos, revocation, needsRevocation, tosError, revocationError, onChange }: ConsentsProps) {
  const { t } = useTranslation('checkout');
  const lp = useLocalePath();
  const link = (path: string) => <Link href={lp(path)} target="_blank" rel="noopener" underline="always" />;
  return (
    <Stack spacing={1}>
      <FormControl error={Boolean(tosError)} required>
        <FormControlLabel
          sx={{ alignItems: 'flex-start', '& .MuiCheckbox-root': { mt: -0.75 } }}
          control={
            <Checkbox
              id="checkout-tos"
              checked={tos}
              onChange={(e) => onChange({ tos: e.target.checked })}
              slotProps={{ input: { 'aria-invalid': Boolean(tosError), 'aria-describedby': tosError ? 'checkout-tos-error' : undefined, 'aria-required': true } as never }}
            />
          }
          label={<Trans t={t} i18nKey="page.terms" components={{ terms: link(t('links.terms')) }} />}
        />
        {tosError && (
          <FormHelperText id="checkout-tos-error" role="alert">
            {tosError}
          </FormHelperText>
        )}
      </FormControl>
      {needsRevocation && (
        <FormControl error={Boolean(revocationError)} required>
          <FormControlLabel
            sx={{ alignItems: 'flex-start', '& .MuiCheckbox-root': { mt: -0.75 } }}
            control={
              <Checkbox
                id="checkout-revocation"
                checked={revocation}
                onChange={(e) => onChange({ revocation: e.target.checked })}
                slotProps={{ input: { 'aria-invalid': Boolean(revocationError), 'aria-describedby': revocationError ? 'checkout-revocation-error' : undefined, 'aria-required': true } as never }}
              />
            }
            label={<Trans t={t} i18nKey="page.revocation" components={{ withdrawal: link(t('links.withdrawal')) }} />}
          />
          {revocationError && (
            <FormHelperText id="checkout-revocation-error" role="alert">
              {revocationError}
            </FormHelperText>
          )}
        </FormControl>
      )}
    </Stack>
  );
}
