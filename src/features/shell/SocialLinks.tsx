import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import PinterestIcon from '@mui/icons-material/Pinterest';
import PublicIcon from '@mui/icons-material/Public';
import YouTubeIcon from '@mui/icons-material/YouTube';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { SocialNetwork } from '../../api';
import { useSession } from '../session';

const ICONS: Partial<Record<SocialNetwork, typeof FacebookIcon>> = {
  facebook: FacebookIcon,
  instagram: InstagramIcon,
  youtube: YouTubeIcon,
  linkedin: LinkedInIcon,
  pinterest: PinterestIcon,
};

/** The social media block: the shop's profiles from the sales channel configuration. */
export function SocialLinks() {
  const { t } = useTranslation();
  const social = useSession()?.shop.social ?? [];
  if (social.length === 0) return null;
  const label = (network: SocialNetwork) => (network === 'facebook' || network === 'instagram' || network === 'youtube' ? t(`footer.social.${network}`) : network);
  return (
    <Stack spacing={1}>
      <Typography variant="h6" component="h2">
        {t('footer.followUs')}
      </Typography>
      <Stack direction="row" spacing={1}>
        {social.map(({ network, url }) => {
          const Icon = ICONS[network] ?? PublicIcon;
          return (
            <IconButton key={network} href={url} target="_blank" rel="noopener noreferrer" aria-label={label(network)} sx={{ color: 'inherit', border: 1, borderColor: 'rgba(255,255,255,0.4)' }}>
              <Icon />
            </IconButton>
          );
        })}
      </Stack>
    </Stack>
  );
}
