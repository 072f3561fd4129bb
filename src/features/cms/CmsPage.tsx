import Box from '@mui/material/Box';
import type { CmsPageView } from '../../api';
import { CmsSection } from './CmsSection';

/** Renders a Shopware CMS page (sections → blocks → slots). */
export function CmsPage({ page }: { page: CmsPageView }) {
  return (
    <Box className={page.cssClass} data-cms-page={page.type}>
      {page.sections.map((s, i) => (
        <CmsSection key={s.id} section={s} first={i === 0} />
      ))}
    </Box>
  );
}
