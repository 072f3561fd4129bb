import HistoryIcon from '@mui/icons-material/History';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ResponsiveImage } from '../../ui/ResponsiveImage';
import { useLocalePath, usePrice } from '../session';
import { forgetSearches, readRecentSearches } from './recentSearches';
import { searchPath } from './searchPath';
import { SearchSubmitAdornment } from './SearchSubmitAdornment';
import { SUGGEST_MIN_CHARS, useSuggestions, type Suggestion } from './useSuggestions';

function SuggestionRow({ option }: { option: Suggestion }) {
  const format = usePrice();
  if (option.kind === 'product') {
    const { product } = option;
    return (
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', width: '100%' }}>
        <Box sx={{ width: 44, height: 44, flexShrink: 0, borderRadius: 1, overflow: 'hidden', bgcolor: 'grey.100' }}>
          {product.image && <ResponsiveImage image={product.image} width={100} alt="" sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />}
        </Box>
        <Typography sx={{ flex: 1, minWidth: 0 }} noWrap>
          {option.label}
        </Typography>
        <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{format(product.price.from ?? product.price.unitPrice)}</Typography>
      </Box>
    );
  }
  if (option.kind === 'category') {
    return (
      <Box>
        <Typography sx={{ fontWeight: 600 }}>{option.label}</Typography>
        {option.trail.length > 0 && (
          <Typography variant="body2" color="text.secondary">
            {option.trail.join(' › ')}
          </Typography>
        )}
      </Box>
    );
  }
  if (option.kind === 'recent') {
    return (
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', minWidth: 0 }}>
        <HistoryIcon fontSize="small" sx={{ color: 'text.secondary' }} />
        <Typography noWrap>{option.label}</Typography>
      </Box>
    );
  }
  if (option.kind === 'forget') return <Typography sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>{option.label}</Typography>;
  return <Typography sx={{ fontWeight: 700, color: 'primary.main' }}>{option.label}</Typography>;
}

export interface SearchBoxProps {
  /** What was typed into the plain form before this field took its place. */
  initialInput: string;
  /** The plain form had the focus: take it over, with the caret where it was. */
  autoFocus?: boolean;
  caret?: number | null;
}

/** Search field with debounced, keyboard-navigable suggestions (products and categories). */
export function SearchBox({ initialInput, autoFocus, caret }: SearchBoxProps) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const navigate = useNavigate();
  const [input, setInput] = useState(initialInput);
  const inputElement = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (autoFocus && caret != null) inputElement.current?.setSelectionRange(caret, caret);
    // Only where the plain form left it, on taking its place.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const { term, suggestions, total, loading, failed } = useSuggestions(input);
  // Read again on each focus: a search made since (on the results page) belongs in the list.
  const [recent, setRecent] = useState(readRecentSearches);
  const empty = input.trim() === '';
  const recentOptions: Suggestion[] = recent.length
    ? [...recent.map((label): Suggestion => ({ kind: 'recent', id: `recent:${label}`, label })), { kind: 'forget', id: 'forget', label: t('search.forgetRecent') }]
    : [];
  const options: Suggestion[] = empty
    ? recentOptions
    : suggestions.length && total > 0
      ? [...suggestions, { kind: 'all', id: 'all', label: t('search.showAllResults', { count: total, term }), total }]
      : suggestions;
  // Enter may reach both the autocomplete (free text) and the form's submit: navigate once.
  const lastSearch = useRef({ term: '', at: 0 });
  const search = (value: string) => {
    const q = value.trim();
    const now = Date.now();
    if (!q || (lastSearch.current.term === q && now - lastSearch.current.at < 500)) return;
    lastSearch.current = { term: q, at: now };
    navigate(searchPath(lp, q));
  };
  const choose = (option: Suggestion | string | null) => {
    if (!option) return;
    if (typeof option === 'string') search(option);
    else if (option.kind === 'all') search(term);
    else if (option.kind === 'recent') {
      setInput(option.label);
      search(option.label);
    } else if (option.kind === 'forget') {
      forgetSearches();
      setRecent([]);
    } else navigate(lp(option.url));
  };
  const noOptionsText = failed ? t('search.offline') : term.length < SUGGEST_MIN_CHARS ? t('search.minChars', { count: SUGGEST_MIN_CHARS }) : t('search.noSuggestions', { term });
  return (
    <Box
      component="form"
      role="search"
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        search(input);
      }}
      sx={{ width: '100%' }}
    >
      <Autocomplete<Suggestion, false, true, true>
        freeSolo
        // The field's own end is the search button (and the browser's clear button of type=search):
        // Autocomplete's clear button would reserve 30 px more there from the first letter typed,
        // moving the search button.
        disableClearable
        options={options}
        filterOptions={(x) => x}
        getOptionLabel={(o) => (typeof o === 'string' ? o : o.kind === 'all' ? term : o.kind === 'forget' ? '' : o.label)}
        groupBy={(o) => (o.kind === 'product' ? t('search.products') : o.kind === 'category' ? t('search.categories') : o.kind === 'recent' || o.kind === 'forget' ? t('search.recent') : '')}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        inputValue={input}
        onInputChange={(_, value, reason) => {
          if (reason !== 'reset') setInput(value);
        }}
        onChange={(_, value) => choose(value)}
        loading={loading}
        loadingText={t('a11y.loading')}
        noOptionsText={noOptionsText}
        blurOnSelect
        clearOnBlur={false}
        // Typed into the plain form with the focus still there: its suggestions show at once; an
        // empty field offers the last searches.
        openOnFocus={(!!autoFocus && initialInput.trim().length > 0) || (empty && recent.length > 0)}
        onFocus={() => setRecent(readRecentSearches())}
        renderOption={({ key, ...props }, option) => (
          <li key={key} {...props}>
            <SuggestionRow option={option} />
          </li>
        )}
        renderInput={(field) => (
          <TextField
            {...field}
            placeholder={t('search.placeholder')}
            autoFocus={autoFocus}
            inputRef={inputElement}
            size="small"
            slotProps={{
              input: {
                ...field.InputProps,
                type: 'search',
                endAdornment: <SearchSubmitAdornment />,
              },
              htmlInput: { ...field.inputProps, 'aria-label': t('search.label'), enterKeyHint: 'search' },
            }}
          />
        )}
      />
    </Box>
  );
}
