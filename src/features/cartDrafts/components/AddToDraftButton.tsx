import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import Button, { type ButtonProps } from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../notifications';
import { cartDraftsAtom } from '../atoms';
import type { CartDraftLine } from '../drafts';
import { DraftNameDialog } from './DraftNameDialog';

/** The line with the time its price was seen. */
function stamped(line: CartDraftLine): CartDraftLine {
  return { ...line, priceAt: line.unitPrice === undefined ? undefined : Date.now() };
}

/** "Zum Entwurf": puts the product with its quantity into a chosen or a new draft (works offline). */
export function AddToDraftButton({ line, ...props }: { line: CartDraftLine } & Omit<ButtonProps, 'onClick'>) {
  const { t } = useTranslation('cart');
  const id = useId();
  const drafts = useAtomValue(cartDraftsAtom);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [naming, setNaming] = useState(false);

  const open = async (target: HTMLElement) => {
    setAnchor(target);
    await (await import('../drafts')).loadDrafts();
  };
  const addTo = async (draftId: string, name: string) => {
    setAnchor(null);
    await (await import('../drafts')).addToDraft(draftId, [stamped(line)]);
    notify('success', t('drafts.added', { product: line.name, name }));
  };
  const create = async (name: string) => {
    setNaming(false);
    await (await import('../drafts')).createDraft(name, [stamped(line)]);
    notify('success', t('drafts.added', { product: line.name, name }));
  };
  return (
    <>
      <Button
        startIcon={<PlaylistAddIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? `${id}-menu` : undefined}
        aria-expanded={Boolean(anchor)}
        onClick={(e) => void open(e.currentTarget)}
        {...props}
      >
        {t('drafts.addToDraft')}
      </Button>
      <Menu id={`${id}-menu`} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {(drafts ?? []).map((d) => (
          <MenuItem key={d.id} onClick={() => void addTo(d.id, d.name)}>
            {d.name}
          </MenuItem>
        ))}
        {(drafts ?? []).length > 0 && <Divider />}
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setNaming(true);
          }}
        >
          {t('drafts.newDraft')}
        </MenuItem>
      </Menu>
      {naming && <DraftNameDialog open title={t('drafts.newDraft')} initial="" onSubmit={create} onClose={() => setNaming(false)} />}
    </>
  );
}
