import Box from '@mui/material/Box';
import { visuallyHidden } from '../../../ui/visuallyHidden';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { findVariant, seoPathFor, type ConfiguratorGroup } from '../../../api';
import { notify } from '../../notifications';
import { useLocalePath } from '../../session';

export interface VariantSelectorProps {
  parentId: string;
  groups: ConfiguratorGroup[];
  selected: string[];
}

/** One toggle group per option group; a change finds the matching variant and opens its page. */
export function VariantSelector({ parentId, groups, selected }: VariantSelectorProps) {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const lp = useLocalePath();
  const [busy, setBusy] = useState(false);
  const choose = async (group: ConfiguratorGroup, optionId: string | null) => {
    if (!optionId) return;
    const others = selected.filter((id) => !group.options.some((o) => o.id === id));
    setBusy(true);
    try {
      const variantId = await findVariant(parentId, [...others, optionId], group.id);
      const path = variantId ? ((await seoPathFor('frontend.detail.page', variantId).catch(() => null)) ?? `/detail/${variantId}`) : null;
      if (path) navigate(lp(path), { preventScrollReset: true, replace: true });
      else notify('warning', t('product.variantUnavailable'));
    } catch {
      notify('warning', t('product.variantUnavailable'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }} aria-busy={busy}>
      <Box component="legend" sx={visuallyHidden}>
        {t('product.variants')}
      </Box>
      {groups.map((group) => {
        const value = group.options.find((o) => selected.includes(o.id))?.id ?? null;
        return (
          <Box key={group.id} sx={{ mb: 2 }}>
            <Typography id={`group-${group.id}`} sx={{ fontWeight: 700, mb: 1 }}>
              {group.name}:{' '}
              <Box component="span" sx={{ fontWeight: 600 }}>
                {group.options.find((o) => o.id === value)?.name}
              </Box>
            </Typography>
            <ToggleButtonGroup
              exclusive
              value={value}
              onChange={(_, v: string | null) => void choose(group, v)}
              aria-labelledby={`group-${group.id}`}
              disabled={busy}
              sx={{ flexWrap: 'wrap', gap: 1, '& .MuiToggleButtonGroup-grouped': { border: '2px solid', borderColor: 'divider', borderRadius: '10px !important', m: 0 } }}
            >
              {group.options.map((o) => (
                <ToggleButton
                  key={o.id}
                  value={o.id}
                  sx={{ minHeight: 48, px: 2, textTransform: 'none', fontWeight: 600, '&.Mui-selected': { borderColor: 'primary.main', bgcolor: 'rgba(36, 71, 43, 0.08)' } }}
                >
                  {group.displayType === 'color' && o.colorHex && (
                    <Box component="span" sx={{ width: 18, height: 18, borderRadius: '50%', bgcolor: o.colorHex, me: 1, border: 1, borderColor: 'divider' }} />
                  )}
                  {o.name}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </Box>
        );
      })}
    </Box>
  );
}
