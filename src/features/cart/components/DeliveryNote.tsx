import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readDraft, saveDraft } from '../../../offline/drafts';
import { DELIVERY_NOTE_DRAFT } from '../draftKeys';

export { DELIVERY_NOTE_DRAFT };
const MAX_LENGTH = 1000;

/** The delivery note, kept in IndexedDB while the shopper types (survives reloads and offline). */
export function DeliveryNote() {
  const { t } = useTranslation('cart');
  const [value, setValue] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    let alive = true;
    void readDraft(DELIVERY_NOTE_DRAFT).then((text) => alive && setValue((v) => v ?? text));
    return () => {
      alive = false;
    };
  }, []);
  const onChange = (text: string) => {
    setValue(text);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void saveDraft(DELIVERY_NOTE_DRAFT, text), 400);
  };
  return (
    <TextField
      label={t('deliveryNote.label')}
      helperText={t('deliveryNote.helper')}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value.slice(0, MAX_LENGTH))}
      onBlur={(e) => void saveDraft(DELIVERY_NOTE_DRAFT, e.target.value)}
      multiline
      minRows={3}
      fullWidth
    />
  );
}
