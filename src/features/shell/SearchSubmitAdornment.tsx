import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useTranslation } from 'react-i18next';

/** The search button at the end of the header's field: the plain form's and the one with suggestions alike. */
export function SearchSubmitAdornment() {
  const { t } = useTranslation();
  return (
    <InputAdornment position="end">
      <IconButton type="submit" aria-label={t('search.submit')} edge="end">
        <SearchIcon />
      </IconButton>
    </InputAdornment>
  );
}
