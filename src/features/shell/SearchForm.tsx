import Box from '@mui/material/Box';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { FormEvent, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLocalePath } from '../session';
import { searchPath } from './searchPath';
import { SearchSubmitAdornment } from './SearchSubmitAdornment';

/**
 * MUI's Autocomplete pads its small outlined field differently from a plain one (6 px around the
 * field, 2.5 px × 8 px around the text): the same here, so the text and the button stay in place.
 * Written left-to-right; the right-to-left style cache mirrors it.
 */
const AUTOCOMPLETE_GEOMETRY = { p: '6px 9px 6px 6px', '& .MuiInputBase-input': { p: '2.5px 4px 2.5px 8px' } } as const;

export interface SearchFormProps {
  value: string;
  onChange: (value: string) => void;
  /** The visitor is about to use the field (pointer over it, touch, focus): load the suggestions. */
  onIntent: () => void;
  inputRef: Ref<HTMLInputElement>;
}

/**
 * The header's search as a plain form, until the field with suggestions (`SearchBox`, MUI's
 * Autocomplete) has loaded in idle time or on first use. It searches on its own, before any
 * JavaScript too (`GET /search?search=…`), and has the suggestion field's exact size and text
 * position, so the exchange moves nothing.
 */
export function SearchForm({ value, onChange, onIntent, inputRef }: SearchFormProps) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const navigate = useNavigate();
  return (
    <Box
      component="form"
      role="search"
      action={lp('/search')}
      method="get"
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        const term = value.trim();
        if (term) navigate(searchPath(lp, term));
      }}
      onFocus={onIntent}
      onPointerEnter={onIntent}
      onTouchStart={onIntent}
      sx={{ width: '100%' }}
    >
      <OutlinedInput
        size="small"
        fullWidth
        type="search"
        name="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={t('search.placeholder')}
        inputRef={inputRef}
        sx={AUTOCOMPLETE_GEOMETRY}
        inputProps={{ 'aria-label': t('search.label'), enterKeyHint: 'search', autoComplete: 'off' }}
        endAdornment={<SearchSubmitAdornment />}
      />
    </Box>
  );
}
