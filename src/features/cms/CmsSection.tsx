import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { CmsSectionView } from '../../api';
import { CmsBlock } from './CmsBlock';
import { boxBackground, visibilityDisplay } from './visibility';

/** A CMS section: boxed or full width, optional sidebar (filters beside the listing). */
export function CmsSection({ section, first }: { section: CmsSectionView; first?: boolean }) {
  const hasBackground = Boolean(section.backgroundColor || section.backgroundImage);
  const fullBleed = section.sizingMode === 'full_width' && !hasBackground;
  const blocks = section.blocks.map((b, i) => <CmsBlock key={b.id} block={b} priority={first && i === 0} fullBleed={fullBleed} />);
  const body =
    section.type === 'sidebar' && section.sidebarBlocks.length > 0 ? (
      <Box sx={{ display: 'grid', columnGap: 4, rowGap: { xs: 0, md: 4 }, gridTemplateColumns: { xs: '1fr', md: '280px minmax(0, 1fr)' }, alignItems: 'start' }}>
        {/* Sidebar elements bring their own landmark (the filter panel is an aside of its own). */}
        <Box>
          {section.sidebarBlocks.map((b) => (
            <CmsBlock key={b.id} block={b} />
          ))}
        </Box>
        <Box sx={{ minWidth: 0 }}>{blocks}</Box>
      </Box>
    ) : (
      blocks
    );
  return (
    <Box component="section" className={section.cssClass} sx={{ ...boxBackground(section), display: visibilityDisplay(section.visibility), py: hasBackground ? { xs: 2, md: 4 } : undefined }}>
      {fullBleed ? body : <Container maxWidth="xl">{body}</Container>}
    </Box>
  );
}
