import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { MethodView } from '../../../api';
import { BidiText } from '../../../ui/BidiText';

export interface MethodListProps {
  /** Id of the heading that names the radio group. */
  labelledBy: string;
  name: string;
  methods: MethodView[];
  selectedId?: string;
  disabled?: boolean;
  onSelect: (id: string) => void;
  /** Second line under a method's name (delivery time, price). */
  detail?: (method: MethodView) => ReactNode;
  /** Rendered under the selected method (the payment element). */
  children?: ReactNode;
}

/** Shipping or payment methods as large radio cards; the selected one can show more below it. */
export function MethodList({ labelledBy, name, methods, selectedId, disabled, onSelect, detail, children }: MethodListProps) {
  return (
    <RadioGroup name={name} aria-labelledby={labelledBy} value={selectedId ?? ''} onChange={(e) => onSelect(e.target.value)}>
      <Stack spacing={1.25}>
        {methods.map((m) => {
          const selected = m.id === selectedId;
          return (
            <Paper key={m.id} variant="outlined" sx={{ borderColor: selected ? 'primary.main' : undefined, borderWidth: selected ? 2 : 1, overflow: 'hidden' }}>
              <FormControlLabel
                value={m.id}
                disabled={disabled}
                control={<Radio />}
                sx={{ m: 0, px: 1, py: 0.75, width: '100%', alignItems: 'center', '& .MuiFormControlLabel-label': { flex: 1, minWidth: 0 } }}
                label={
                  <Stack direction="row" spacing={1.5} alignItems="center" sx={{ py: 0.5, pe: 1 }}>
                    <Box sx={{ flex: 1, minWidth: 0 }}>
                      <Typography sx={{ fontWeight: 700 }}>
                        <BidiText text={m.name} />
                      </Typography>
                      {(detail?.(m) || m.description) && (
                        <Typography variant="body2" color="text.secondary" component="div">
                          {detail?.(m) ?? (m.description && <BidiText text={m.description} />)}
                        </Typography>
                      )}
                    </Box>
                    {m.image && <Box component="img" src={m.image.thumbnails[0]?.url ?? m.image.url} alt="" sx={{ width: 56, height: 34, objectFit: 'contain', flexShrink: 0 }} />}
                  </Stack>
                }
              />
              {selected && children && <Box sx={{ px: { xs: 1.5, sm: 2 }, pb: 2 }}>{children}</Box>}
            </Paper>
          );
        })}
      </Stack>
    </RadioGroup>
  );
}
